import { defineMessages, type NoMessageValues } from 'react-intl';

/** The page the server sends when one address asked for too many pages (429). */
export const busyMessages = defineMessages<{ title: NoMessageValues; body: NoMessageValues }>({
  title: { id: 'pageBusy.title', defaultMessage: 'Too many pages requested' },
  body: {
    id: 'pageBusy.body',
    defaultMessage: 'Your connection asked for many pages in a short time. Wait a minute, then try again.',
  },
});
