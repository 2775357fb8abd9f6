import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Catalogue browsing. Plural branches start with '#' in en and fr; Arabic uses its six plural forms.
 */
export const catalogueMessages = defineMessages<{
  categoriesTitle: NoMessageValues;
  categoriesEmpty: NoMessageValues;
  categoryProductCount: { count: number };
  featuredTitle: NoMessageValues;
  featuredEmpty: NoMessageValues;
  loadError: NoMessageValues;
  cardSale: NoMessageValues;
  cardQuickView: { name: MessageValue };
  swatchesLabel: NoMessageValues;
  swatchesMore: { count: number };
}>({
  categoriesTitle: { id: 'catalogue.categories.title', defaultMessage: 'Shop by category' },
  categoriesEmpty: { id: 'catalogue.categories.empty', defaultMessage: 'No categories to show yet.' },
  categoryProductCount: {
    id: 'catalogue.category.productCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  },
  featuredTitle: { id: 'catalogue.featured.title', defaultMessage: 'Featured products' },
  featuredEmpty: { id: 'catalogue.featured.empty', defaultMessage: 'No featured products at the moment.' },
  loadError: { id: 'catalogue.loadError', defaultMessage: 'The products could not be loaded.' },
  cardSale: { id: 'catalogue.card.sale', defaultMessage: 'Sale!' },
  cardQuickView: { id: 'catalogue.card.quickView', defaultMessage: 'Quick view: {name}' },
  swatchesLabel: { id: 'catalogue.swatches.label', defaultMessage: 'Colours' },
  swatchesMore: {
    id: 'catalogue.swatches.more',
    defaultMessage: '{count, plural, one {# more colour} other {# more colours}}',
  },
});
