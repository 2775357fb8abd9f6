import { defineMessages, type NoMessageValues } from 'react-intl';

/** A product's or variation's stock state in words, the same on cards, list rows and the product page. */
export const stockMessages = defineMessages<{
  instock: NoMessageValues;
  count: { count: number };
  onbackorder: NoMessageValues;
  outofstock: NoMessageValues;
}>({
  instock: { id: 'stock.instock', defaultMessage: 'In stock' },
  count: { id: 'stock.count', defaultMessage: '{count, plural, one {# in stock} other {# in stock}}' },
  onbackorder: { id: 'stock.onbackorder', defaultMessage: 'Available on backorder' },
  outofstock: { id: 'stock.outofstock', defaultMessage: 'Out of stock' },
});
