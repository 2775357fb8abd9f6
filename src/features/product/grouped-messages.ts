import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** A grouped product's list of products, on its page and in the quick view. */
export const groupedMessages = defineMessages<{
  heading: NoMessageValues;
  addNamed: { name: MessageValue };
  selectOptionsNamed: { name: MessageValue };
  readMoreNamed: { name: MessageValue };
  viewProductsNamed: { name: MessageValue };
  empty: NoMessageValues;
}>({
  heading: { id: 'product.grouped.heading', defaultMessage: 'Products in this set' },
  addNamed: { id: 'product.grouped.addNamed', defaultMessage: 'Add to cart: {name}' },
  selectOptionsNamed: { id: 'product.grouped.selectOptionsNamed', defaultMessage: 'Select options: {name}' },
  readMoreNamed: { id: 'product.grouped.readMoreNamed', defaultMessage: 'Read more: {name}' },
  viewProductsNamed: { id: 'product.grouped.viewProductsNamed', defaultMessage: 'View products: {name}' },
  empty: { id: 'product.grouped.empty', defaultMessage: 'No products are available in this set for now.' },
});
