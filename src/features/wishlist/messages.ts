import { defineMessages } from '@shared/i18n/catalogue';

/**
 * Messages of the wishlist feature. 'Wishlist' is the spec's label (merchandising §2); the count is part of
 * the button's accessible name because the badge alone is not announced.
 */
export const wishlistMessages = defineMessages({
  en: {
    'wishlist.button.label': 'Wishlist',
    'wishlist.button.name': 'Wishlist, {count, plural, one {# item} other {# items}}',
  },
  fr: {
    'wishlist.button.label': 'Liste de souhaits',
    'wishlist.button.name': 'Liste de souhaits, {count, plural, one {# article} other {# articles}}',
  },
  ar: {
    'wishlist.button.label': 'المفضلة',
    'wishlist.button.name':
      'المفضلة، {count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  },
});
