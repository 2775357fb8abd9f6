import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The 'frequently bought together' block's words. 'Additional price:', 'Total:', 'Add to cart' and the alert keep the
 * spec's English exactly; the alert's name is wrapped in <b>, as the spec shows it in bold.
 */
export const togetherMessages = defineMessages<{
  heading: NoMessageValues;
  products: NoMessageValues;
  thisItem: NoMessageValues;
  additional: NoMessageValues;
  total: NoMessageValues;
  addToCart: NoMessageValues;
  variationRequired: { name: MessageValue; b: MessageTag };
  badge: { count: MessageValue };
  quantity: { quantity: MessageValue };
  summary: { additional: MessageValue; total: MessageValue };
  optionsOnPage: NoMessageValues;
  shownTotal: { count: MessageValue; total: MessageValue };
}>({
  heading: { id: 'together.heading', defaultMessage: 'Frequently bought together' },
  products: { id: 'together.products', defaultMessage: 'Products bought together' },
  thisItem: { id: 'together.thisItem', defaultMessage: 'This item:' },
  additional: { id: 'together.additional', defaultMessage: 'Additional price:' },
  total: { id: 'together.total', defaultMessage: 'Total:' },
  addToCart: { id: 'together.addToCart', defaultMessage: 'Add to cart' },
  variationRequired: {
    id: 'together.variationRequired',
    defaultMessage: 'Please select a purchasable variation for <b>{name}</b> before adding this product to the cart.',
  },
  badge: { id: 'together.badge', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  quantity: { id: 'together.quantity', defaultMessage: 'Quantity: {quantity}' },
  optionsOnPage: { id: 'together.optionsOnPage', defaultMessage: 'Its options are chosen on its own page.' },
  shownTotal: {
    id: 'together.shownTotal',
    defaultMessage: 'Total of {count, plural, one {# item} other {# items}} bought together: {total}',
  },
  summary: { id: 'together.summary', defaultMessage: 'Additional price: {additional}. Total: {total}.' },
});
