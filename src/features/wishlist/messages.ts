import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * Messages of the wishlist feature. 'Wishlist' is the spec's label; the count is part of
 * the button's accessible name because the badge alone is not announced.
 */
export const wishlistMessages = defineMessages<{
  buttonLabel: NoMessageValues;
  buttonName: { count: number };
}>({
  buttonLabel: { id: 'wishlist.button.label', defaultMessage: 'Wishlist' },
  buttonName: { id: 'wishlist.button.name', defaultMessage: 'Wishlist, {count, plural, one {# item} other {# items}}' },
});
