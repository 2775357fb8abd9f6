import { defineMessages, type NoMessageValues } from 'react-intl';

/** Messages of the composition root: page titles, the not-found page and the page that failed to load. */
export const appMessages = defineMessages<{
  appTitle: NoMessageValues;
  appDescription: NoMessageValues;
  home: NoMessageValues;
  notFoundTitle: NoMessageValues;
  notFoundBody: NoMessageValues;
  notFoundHome: NoMessageValues;
  notFoundOtherLocales: NoMessageValues;
  pageErrorTitle: NoMessageValues;
  pageErrorBody: NoMessageValues;
  pageErrorRetry: NoMessageValues;
}>({
  appTitle: { id: 'app.title', defaultMessage: 'Zellige — Moroccan handmade goods' },
  appDescription: {
    id: 'app.description',
    defaultMessage: 'Handmade ceramics, tagines, rugs, leather, lanterns and jewellery from Moroccan artisans.',
  },
  home: { id: 'app.home', defaultMessage: 'Home' },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page not found' },
  notFoundBody: { id: 'notFound.body', defaultMessage: 'The page you are looking for does not exist or has moved.' },
  notFoundHome: { id: 'notFound.home', defaultMessage: 'Back to the home page' },
  notFoundOtherLocales: { id: 'notFound.otherLocales', defaultMessage: 'This page in another language' },
  pageErrorTitle: { id: 'pageError.title', defaultMessage: 'This page could not be loaded' },
  pageErrorBody: { id: 'pageError.body', defaultMessage: 'Check your connection, then try again.' },
  pageErrorRetry: { id: 'pageError.retry', defaultMessage: 'Try again' },
});
