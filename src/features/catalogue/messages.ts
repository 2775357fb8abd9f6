import { defineMessages } from '@shared/i18n/catalogue';

/**
 * Catalogue browsing. Plural branches start with '#' in en and fr: the catalogue test reads a
 * word right after '{' as a placeholder. Arabic uses its six plural forms.
 */
export const catalogueMessages = defineMessages({
  en: {
    'catalogue.categories.title': 'Shop by category',
    'catalogue.categories.empty': 'No categories to show yet.',
    'catalogue.category.productCount': '{count, plural, one {# product} other {# products}}',
    'catalogue.featured.title': 'Featured products',
    'catalogue.featured.empty': 'No featured products at the moment.',
    'catalogue.loadError': 'The products could not be loaded.',
    'catalogue.stock.instock': 'In stock',
    'catalogue.stock.outofstock': 'Out of stock',
    'catalogue.stock.onbackorder': 'Available on backorder',
    'catalogue.card.sale': 'Sale!',
    'catalogue.card.quickView': 'Quick view: {name}',
    'catalogue.swatches.label': 'Colours',
    'catalogue.swatches.more': '{count, plural, one {# more colour} other {# more colours}}',
  },
  fr: {
    'catalogue.categories.title': 'Acheter par catégorie',
    'catalogue.categories.empty': 'Aucune catégorie à afficher pour le moment.',
    'catalogue.category.productCount': '{count, plural, one {# produit} other {# produits}}',
    'catalogue.featured.title': 'Produits vedettes',
    'catalogue.featured.empty': 'Aucun produit mis en avant pour le moment.',
    'catalogue.loadError': 'Les produits n’ont pas pu être chargés.',
    'catalogue.stock.instock': 'En stock',
    'catalogue.stock.outofstock': 'Rupture de stock',
    'catalogue.stock.onbackorder': 'Disponible sur commande',
    'catalogue.card.sale': 'Promo !',
    'catalogue.card.quickView': 'Aperçu rapide : {name}',
    'catalogue.swatches.label': 'Couleurs',
    'catalogue.swatches.more': '{count, plural, one {# autre couleur} other {# autres couleurs}}',
  },
  ar: {
    'catalogue.categories.title': 'تسوّق حسب الفئة',
    'catalogue.categories.empty': 'لا توجد فئات لعرضها حاليًا.',
    'catalogue.category.productCount':
      '{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    'catalogue.featured.title': 'منتجات مميزة',
    'catalogue.featured.empty': 'لا توجد منتجات مميزة في الوقت الحالي.',
    'catalogue.loadError': 'تعذّر تحميل المنتجات.',
    'catalogue.stock.instock': 'متوفر',
    'catalogue.stock.outofstock': 'نفد من المخزون',
    'catalogue.stock.onbackorder': 'متوفر للطلب المسبق',
    'catalogue.card.sale': 'تخفيض!',
    'catalogue.card.quickView': 'نظرة سريعة: {name}',
    'catalogue.swatches.label': 'الألوان',
    'catalogue.swatches.more':
      '{count, plural, zero {لا ألوان أخرى} one {لون آخر} two {لونان آخران} few {# ألوان أخرى} many {# لونًا آخر} other {# لون آخر}}',
  },
});
