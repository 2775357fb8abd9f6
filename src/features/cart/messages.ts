import { defineMessages } from '@shared/i18n/catalogue';

/** Messages of the cart feature. The header button for now; the cart issue adds the rest. */
export const cartMessages = defineMessages({
  en: {
    'cart.button.label': 'Cart',
    'cart.button.name': 'Cart, {count, plural, one {# item} other {# items}}',
  },
  fr: {
    'cart.button.label': 'Panier',
    'cart.button.name': 'Panier, {count, plural, one {# article} other {# articles}}',
  },
  ar: {
    'cart.button.label': 'سلة التسوق',
    'cart.button.name':
      'سلة التسوق، {count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
  },
});
