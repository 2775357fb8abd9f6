import { defineMessages } from '@shared/i18n/catalogue';

/**
 * The product listing (shop, category and search pages). English keeps WooCommerce's wording where it has one
 * (result count, sort options, 'No products were found matching your selection.'). Arabic uses its six plural
 * forms wherever a count is said; counted nouns follow Arabic grammar (3–10 plural, 11–99 singular accusative).
 */
export const listingMessages = defineMessages({
  en: {
    'listing.shop': 'Shop',
    'listing.searchTitle': 'Search results for “{query}”',
    'listing.page': 'Page {page}',
    'listing.breadcrumb': 'Breadcrumb',
    'listing.documentTitle': '{name} – Zellige',
    'listing.documentTitlePaged': '{name} – Page {page} – Zellige',
    'listing.description.shop':
      'Every handmade piece of the shop: ceramics, tagines, rugs, leather, lanterns and jewellery.',
    'listing.description.search': 'Handmade products of the shop matching “{query}”.',
    'listing.results': 'Products',
    'listing.count.none': 'No products were found matching your selection.',
    'listing.count.single': 'Showing the single result',
    'listing.count.all': '{total, plural, one {Showing all # result} other {Showing all # results}}',
    'listing.count.range':
      '{total, plural, one {Showing {first}–{last} of # result} other {Showing {first}–{last} of # results}}',
    'listing.count.rangeMore':
      '{total, plural, one {Showing {first}–{last} of more than # result} other {Showing {first}–{last} of more than # results}}',
    'listing.sort.label': 'Shop order',
    'listing.sort.menu_order': 'Default sorting',
    'listing.sort.popularity': 'Sort by popularity',
    'listing.sort.rating': 'Sort by average rating',
    'listing.sort.date': 'Sort by latest',
    'listing.sort.price': 'Sort by price: low to high',
    'listing.sort.price-desc': 'Sort by price: high to low',
    'listing.layout.label': 'Layout',
    'listing.layout.grid': 'Grid view',
    'listing.layout.grid-one': 'List view',
    'listing.empty': 'No products were found matching your selection.',
    'listing.suggestion': 'Did you mean <link>{suggestion}</link>?',
    'listing.pagination': 'Pagination',
    'listing.pagination.previous': 'Previous page',
    'listing.pagination.next': 'Next page',
    'listing.loadMore': 'Load more',
    'listing.loaded': '{count, plural, one {# more product loaded} other {# more products loaded}}',
    'listing.allShown': 'All products are shown',
    'listing.allShownMore':
      '{total, plural, one {Only # product is shown. Refine your search to see the others.} other {Only # products are shown. Refine your search to see the others.}}',
    'listing.quoted': '“{name}”',
    'listing.invalidParams':
      '{count, plural, one {The filter {names} in the address is not valid.} other {The filters {names} in the address are not valid.}}',
    'listing.clearFilters': 'Clear filters',
  },
  fr: {
    'listing.shop': 'Boutique',
    'listing.searchTitle': 'Résultats de recherche pour «\u00a0{query}\u00a0»',
    'listing.page': 'Page {page}',
    'listing.breadcrumb': 'Fil d’Ariane',
    'listing.documentTitle': '{name} – Zellige',
    'listing.documentTitlePaged': '{name} – Page {page} – Zellige',
    'listing.description.shop':
      'Toutes les pièces faites main de la boutique\u00a0: céramiques, tajines, tapis, maroquinerie, lanternes et bijoux.',
    'listing.description.search': 'Les produits faits main de la boutique qui correspondent à «\u00a0{query}\u00a0».',
    'listing.results': 'Produits',
    'listing.count.none': 'Aucun produit ne correspond à votre sélection.',
    'listing.count.single': 'Affichage de l’unique résultat',
    'listing.count.all': '{total, plural, one {Affichage de # résultat} other {Affichage des # résultats}}',
    'listing.count.range':
      '{total, plural, one {Affichage de {first}–{last} sur # résultat} other {Affichage de {first}–{last} sur # résultats}}',
    'listing.count.rangeMore':
      '{total, plural, one {Affichage de {first}–{last} sur plus de # résultat} other {Affichage de {first}–{last} sur plus de # résultats}}',
    'listing.sort.label': 'Tri de la boutique',
    'listing.sort.menu_order': 'Tri par défaut',
    'listing.sort.popularity': 'Tri par popularité',
    'listing.sort.rating': 'Tri par notes moyennes',
    'listing.sort.date': 'Tri du plus récent au plus ancien',
    'listing.sort.price': 'Tri par tarif croissant',
    'listing.sort.price-desc': 'Tri par tarif décroissant',
    'listing.layout.label': 'Affichage',
    'listing.layout.grid': 'Vue en grille',
    'listing.layout.grid-one': 'Vue en liste',
    'listing.empty': 'Aucun produit ne correspond à votre sélection.',
    'listing.suggestion': 'Vouliez-vous dire <link>{suggestion}</link>\u00a0?',
    'listing.pagination': 'Pagination',
    'listing.pagination.previous': 'Page précédente',
    'listing.pagination.next': 'Page suivante',
    'listing.loadMore': 'Charger plus',
    'listing.loaded': '{count, plural, one {# produit de plus chargé} other {# produits de plus chargés}}',
    'listing.allShown': 'Tous les produits sont affichés',
    'listing.allShownMore':
      '{total, plural, one {Seul # produit est affiché. Affinez votre recherche pour voir les autres.} other {Seuls # produits sont affichés. Affinez votre recherche pour voir les autres.}}',
    'listing.quoted': '«\u00a0{name}\u00a0»',
    'listing.invalidParams':
      '{count, plural, one {Le filtre {names} de l’adresse n’est pas valide.} other {Les filtres {names} de l’adresse ne sont pas valides.}}',
    'listing.clearFilters': 'Effacer les filtres',
  },
  ar: {
    'listing.shop': 'المتجر',
    'listing.searchTitle': 'نتائج البحث عن «{query}»',
    'listing.page': 'الصفحة {page}',
    'listing.breadcrumb': 'مسار التنقل',
    'listing.documentTitle': '{name} – زليج',
    'listing.documentTitlePaged': '{name} – الصفحة {page} – زليج',
    'listing.description.shop': 'كل القطع المصنوعة يدويًا في المتجر: خزف وطواجن وزرابي وجلد وفوانيس وحلي.',
    'listing.description.search': 'المنتجات اليدوية في المتجر المطابقة لـ«{query}».',
    'listing.results': 'المنتجات',
    'listing.count.none': 'لم يتم العثور على منتجات مطابقة لاختيارك.',
    'listing.count.single': 'عرض النتيجة الوحيدة',
    'listing.count.all':
      '{total, plural, zero {لا توجد نتائج} one {عرض النتيجة الوحيدة} two {عرض النتيجتين كلتيهما} few {عرض جميع النتائج وعددها # نتائج} many {عرض جميع النتائج وعددها # نتيجة} other {عرض جميع النتائج وعددها # نتيجة}}',
    'listing.count.range':
      '{total, plural, zero {عرض {first}–{last} من أصل # نتيجة} one {عرض {first}–{last} من أصل نتيجة واحدة} two {عرض {first}–{last} من أصل نتيجتين} few {عرض {first}–{last} من أصل # نتائج} many {عرض {first}–{last} من أصل # نتيجة} other {عرض {first}–{last} من أصل # نتيجة}}',
    'listing.count.rangeMore':
      '{total, plural, zero {عرض {first}–{last} من أصل أكثر من # نتيجة} one {عرض {first}–{last} من أصل أكثر من نتيجة واحدة} two {عرض {first}–{last} من أصل أكثر من نتيجتين} few {عرض {first}–{last} من أصل أكثر من # نتائج} many {عرض {first}–{last} من أصل أكثر من # نتيجة} other {عرض {first}–{last} من أصل أكثر من # نتيجة}}',
    'listing.sort.label': 'ترتيب المتجر',
    'listing.sort.menu_order': 'الترتيب الافتراضي',
    'listing.sort.popularity': 'ترتيب حسب الشعبية',
    'listing.sort.rating': 'ترتيب حسب متوسط التقييم',
    'listing.sort.date': 'ترتيب حسب الأحدث',
    'listing.sort.price': 'ترتيب حسب السعر: من الأدنى إلى الأعلى',
    'listing.sort.price-desc': 'ترتيب حسب السعر: من الأعلى إلى الأدنى',
    'listing.layout.label': 'طريقة العرض',
    'listing.layout.grid': 'عرض شبكي',
    'listing.layout.grid-one': 'عرض على شكل قائمة',
    'listing.empty': 'لم يتم العثور على منتجات مطابقة لاختيارك.',
    'listing.suggestion': 'هل تقصد <link>{suggestion}</link>؟',
    'listing.pagination': 'ترقيم الصفحات',
    'listing.pagination.previous': 'الصفحة السابقة',
    'listing.pagination.next': 'الصفحة التالية',
    'listing.loadMore': 'تحميل المزيد',
    'listing.loaded':
      '{count, plural, zero {لم يُحمَّل أي منتج إضافي} one {تم تحميل منتج إضافي واحد} two {تم تحميل منتجين إضافيين} few {تم تحميل # منتجات إضافية} many {تم تحميل # منتجًا إضافيًا} other {تم تحميل # منتج إضافي}}',
    'listing.allShown': 'تم عرض جميع المنتجات',
    'listing.allShownMore':
      '{total, plural, zero {لم يُعرض أي منتج. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.} one {تم عرض منتج واحد فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.} two {تم عرض منتجين فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.} few {تم عرض # منتجات فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.} many {تم عرض # منتجًا فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.} other {تم عرض # منتج فقط. ضيّق نطاق بحثك لرؤية المنتجات الأخرى.}}',
    // A Latin parameter name inside Arabic text: the Arabic letter marks (U+061C) keep the guillemets and the
    // following punctuation on the right-to-left side of the name.
    'listing.quoted': '\u061C«{name}»\u061C',
    'listing.invalidParams':
      '{count, plural, zero {لا يوجد عامل تصفية غير صالح في العنوان {names}.} one {عامل التصفية {names} في العنوان غير صالح.} two {عاملا التصفية {names} في العنوان غير صالحين.} few {عوامل التصفية {names} في العنوان غير صالحة.} many {عوامل التصفية {names} في العنوان غير صالحة.} other {عوامل التصفية {names} في العنوان غير صالحة.}}',
    'listing.clearFilters': 'مسح عوامل التصفية',
  },
});
