import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The 'frequently bought together' block's words. 'Additional price:', 'Total:' and 'Add to cart' keep the spec's
 * English exactly; the alert, the counter badge and the shown total are the companions entity's (the main form says
 * them too).
 */
export const togetherMessages = defineMessages<{
  heading: NoMessageValues;
  products: NoMessageValues;
  thisItem: NoMessageValues;
  additional: NoMessageValues;
  total: NoMessageValues;
  addToCart: NoMessageValues;
  quantity: { quantity: MessageValue };
  summary: { additional: MessageValue; total: MessageValue };
  optionsOnPage: NoMessageValues;
}>({
  heading: { id: 'together.heading', defaultMessage: 'Frequently bought together' },
  products: { id: 'together.products', defaultMessage: 'Products bought together' },
  thisItem: { id: 'together.thisItem', defaultMessage: 'This item:' },
  additional: { id: 'together.additional', defaultMessage: 'Additional price:' },
  total: { id: 'together.total', defaultMessage: 'Total:' },
  addToCart: { id: 'together.addToCart', defaultMessage: 'Add to cart' },
  quantity: { id: 'together.quantity', defaultMessage: 'Quantity: {quantity}' },
  optionsOnPage: { id: 'together.optionsOnPage', defaultMessage: 'Its options are chosen on its own page.' },
  summary: { id: 'together.summary', defaultMessage: 'Additional price: {additional}. Total: {total}.' },
});
