import { defineMessages, type NoMessageValues } from 'react-intl';

/** Messages of content pages, in English. */
export const contentMessages = defineMessages<{
  gallery: NoMessageValues;
}>({
  gallery: { id: 'content.gallery', defaultMessage: 'Pictures' },
});
