import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of shared UI and of the request client:
 * the English text is kept exactly.
 */
export const sharedMessages = defineMessages<{
  errorInvalidJson: NoMessageValues;
  errorUnknownError: NoMessageValues;
  errorFetchError: NoMessageValues;
  errorCsrfInvalid: NoMessageValues;
  errorInvalidRequest: NoMessageValues;
  errorNotFound: NoMessageValues;
  errorRateLimited: NoMessageValues;
  errorServerError: NoMessageValues;
  errorCrossOrigin: NoMessageValues;
  commonLoading: NoMessageValues;
  commonRetry: NoMessageValues;
  commonClose: NoMessageValues;
  priceOnSale: { regular: MessageValue; sale: MessageValue };
  priceRange: { min: MessageValue; max: MessageValue };
  priceApproximate: { amount: MessageValue };
  lineInBundle: { bundle: MessageValue };
  lineIncluded: NoMessageValues;
}>({
  errorInvalidJson: { id: 'error.invalid_json', defaultMessage: 'The response is not a valid JSON response.' },
  errorUnknownError: { id: 'error.unknown_error', defaultMessage: 'An unknown error occurred.' },
  errorFetchError: { id: 'error.fetch_error', defaultMessage: 'You are probably offline.' },
  errorCsrfInvalid: { id: 'error.csrf_invalid', defaultMessage: 'Your session has expired. Please try again.' },
  errorInvalidRequest: { id: 'error.invalid_request', defaultMessage: 'Some of the information sent is not valid.' },
  errorNotFound: { id: 'error.not_found', defaultMessage: 'We could not find what you were looking for.' },
  errorRateLimited: {
    id: 'error.rate_limited',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  errorServerError: { id: 'error.server_error', defaultMessage: 'Something went wrong on our side. Please try again.' },
  errorCrossOrigin: {
    id: 'error.cross_origin',
    defaultMessage: 'This request did not come from the shop’s pages. Please reload the page and try again.',
  },
  commonLoading: { id: 'common.loading', defaultMessage: 'Loading…' },
  commonRetry: { id: 'common.retry', defaultMessage: 'Try again' },
  commonClose: { id: 'common.close', defaultMessage: 'Close' },
  priceOnSale: { id: 'price.onSale', defaultMessage: 'Original price was: {regular}. Current price is: {sale}.' },
  priceRange: { id: 'price.range', defaultMessage: 'Price range: {min} through {max}' },
  priceApproximate: { id: 'price.approximate', defaultMessage: 'approximately {amount}' },
  // A bundle's item in the cart, the checkout and an order: which bundle it is in; its price is the bundle's.
  lineInBundle: { id: 'line.inBundle', defaultMessage: 'In {bundle}' },
  lineIncluded: { id: 'line.included', defaultMessage: 'Included' },
});
