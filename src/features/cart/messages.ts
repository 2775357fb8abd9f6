import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of the cart feature that every page needs: the header button, and the announcement of an add once the cart
 * accepted it. The drawer's messages are in drawer-messages.ts, the cart problems' in @shared/i18n/cart-problem-messages.
 */
export const cartMessages = defineMessages<{
  buttonLabel: NoMessageValues;
  buttonName: { count: number };
  buttonNameCapped: { shown: string };
  announceAdded: { name: MessageValue };
}>({
  buttonLabel: { id: 'cart.button.label', defaultMessage: 'Cart' },
  buttonName: { id: 'cart.button.name', defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}' },
  buttonNameCapped: { id: 'cart.button.nameCapped', defaultMessage: 'Cart, {shown} items' },
  announceAdded: { id: 'cart.announce.added', defaultMessage: '“{name}” has been added to your cart.' },
});
