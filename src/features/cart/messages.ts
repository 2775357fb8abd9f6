import { defineMessages } from '@shared/i18n/catalogue';

/**
 * Messages of the cart feature that every page needs: the header button, and the announcement of an add (spec §4
 * step 7). The drawer's and the cart problems' messages come with the drawer (message group 'cart').
 */
export const cartMessages = defineMessages({
  en: {
    'cart.button.label': 'Cart',
    'cart.button.name': 'Cart, {count, plural, one {# item} other {# items}}',
    'cart.announce.added': '“{name}” has been added to your cart.',
  },
  fr: {
    'cart.button.label': 'Panier',
    'cart.button.name': 'Panier, {count, plural, one {# article} other {# articles}}',
    'cart.announce.added': '« {name} » a été ajouté à votre panier.',
  },
  ar: {
    'cart.button.label': 'سلة التسوق',
    'cart.button.name':
      'سلة التسوق، {count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    'cart.announce.added': 'تمت إضافة «{name}» إلى سلة التسوق.',
  },
});
