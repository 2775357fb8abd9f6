import { defineMessages, type NoMessageValues } from 'react-intl';

/** Messages of content pages, in English. */
export const contentMessages = defineMessages<{
  enlarge: { alt: string };
  gallery: NoMessageValues;
}>({
  enlarge: { id: 'content.enlarge', defaultMessage: 'Enlarge the picture: {alt}' },
  gallery: { id: 'content.gallery', defaultMessage: 'Pictures' },
});
