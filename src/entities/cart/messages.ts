import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The words of an add to cart and of its outcome. 'Add to cart' and 'View cart' keep the platform's English wording. */
export const addMessages = defineMessages<{
  addToCart: NoMessageValues;
  adding: NoMessageValues;
  addedMessage: { name: MessageValue };
  viewCart: NoMessageValues;
}>({
  addToCart: { id: 'product.addToCart', defaultMessage: 'Add to cart' },
  adding: { id: 'product.adding', defaultMessage: 'Adding to cart…' },
  addedMessage: { id: 'product.addedMessage', defaultMessage: '“{name}” has been added to your cart.' },
  viewCart: { id: 'product.viewCart', defaultMessage: 'View cart' },
});
