import { defineMessages } from '@shared/i18n/catalogue';

/** The header's search button: on every page, so in the shell's messages. */
export const searchButtonMessages = defineMessages({
  en: { 'search.open': 'Search' },
  fr: { 'search.open': 'Rechercher' },
  ar: { 'search.open': 'بحث' },
});

/**
 * The search popup, loaded with it (message group 'search'). Plural branches start with '#' in en and fr (see catalogue/messages.ts);
 * Arabic uses its six plural forms.
 */
export const searchMessages = defineMessages({
  en: {
    'search.title': 'Search the shop',
    'search.close': 'Close search',
    'search.field': 'Search for products',
    'search.category': 'Category',
    'search.category.all': 'All categories',
    'search.hint': '{count, plural, one {Type at least # character to see products.} other {Type at least # characters to see products.}}',
    'search.results': 'Products found',
    'search.searching': 'Searching…',
    'search.found': '{count, plural, =0 {No products were found matching your selection.} one {# product found} other {# products found}}',
    'search.foundMore': '{count, plural, one {More than # product found} other {More than # products found}}',
    'search.suggestion': 'Did you mean “{suggestion}”?',
    'search.popular': 'Popular searches',
    'search.viewAll': 'View all results',
    'search.empty': 'Please enter what you are looking for.',
    'search.error': 'The search could not be completed.',
    'search.retry': 'Try again',
  },
  fr: {
    'search.title': 'Rechercher dans la boutique',
    'search.close': 'Fermer la recherche',
    'search.field': 'Rechercher des produits',
    'search.category': 'Catégorie',
    'search.category.all': 'Toutes les catégories',
    'search.hint': '{count, plural, one {Saisissez au moins # caractère pour voir les produits.} other {Saisissez au moins # caractères pour voir les produits.}}',
    'search.results': 'Produits trouvés',
    'search.searching': 'Recherche en cours…',
    'search.found': '{count, plural, =0 {Aucun produit ne correspond à votre sélection.} one {# produit trouvé} other {# produits trouvés}}',
    'search.foundMore': '{count, plural, one {Plus de # produit trouvé} other {Plus de # produits trouvés}}',
    'search.suggestion': 'Vouliez-vous dire « {suggestion} » ?',
    'search.popular': 'Recherches populaires',
    'search.viewAll': 'Voir tous les résultats',
    'search.empty': 'Veuillez saisir ce que vous recherchez.',
    'search.error': 'La recherche n’a pas pu aboutir.',
    'search.retry': 'Réessayer',
  },
  ar: {
    'search.title': 'ابحث في المتجر',
    'search.close': 'إغلاق البحث',
    'search.field': 'ابحث عن منتجات',
    'search.category': 'الفئة',
    'search.category.all': 'كل الفئات',
    'search.hint':
      '{count, plural, zero {اكتب لرؤية المنتجات.} one {اكتب حرفًا واحدًا على الأقل لرؤية المنتجات.} two {اكتب حرفين على الأقل لرؤية المنتجات.} few {اكتب # أحرف على الأقل لرؤية المنتجات.} many {اكتب # حرفًا على الأقل لرؤية المنتجات.} other {اكتب # حرف على الأقل لرؤية المنتجات.}}',
    'search.results': 'المنتجات التي عُثر عليها',
    'search.searching': 'جارٍ البحث…',
    'search.found':
      '{count, plural, =0 {لم يُعثر على منتجات تطابق اختيارك.} one {عُثر على منتج واحد} two {عُثر على منتجين} few {عُثر على # منتجات} many {عُثر على # منتجًا} other {عُثر على # منتج}}',
    'search.foundMore':
      '{count, plural, zero {عُثر على أكثر من # منتج} one {عُثر على أكثر من منتج واحد} two {عُثر على أكثر من منتجين} few {عُثر على أكثر من # منتجات} many {عُثر على أكثر من # منتجًا} other {عُثر على أكثر من # منتج}}',
    'search.suggestion': 'هل تقصد «{suggestion}»؟',
    'search.popular': 'عمليات البحث الشائعة',
    'search.viewAll': 'عرض كل النتائج',
    'search.empty': 'يرجى كتابة ما تبحث عنه.',
    'search.error': 'تعذّر إتمام البحث.',
    'search.retry': 'أعد المحاولة',
  },
});
