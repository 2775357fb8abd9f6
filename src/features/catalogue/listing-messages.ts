import { defineMessages, type MessageTag, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The product listing (shop, category and search pages). English keeps WooCommerce's wording where it has one
 * (result count, sort options, 'No products were found matching your selection.'). Arabic uses its six plural
 * forms wherever a count is said; counted nouns follow Arabic grammar (3–10 plural, 11–99 singular accusative).
 */
export const listingMessages = defineMessages<{
  shop: NoMessageValues;
  searchTitle: { query: MessageValue };
  page: { page: MessageValue };
  breadcrumb: NoMessageValues;
  documentTitle: { name: MessageValue };
  documentTitlePaged: { name: MessageValue; page: MessageValue };
  descriptionShop: NoMessageValues;
  descriptionSearch: { query: MessageValue };
  results: NoMessageValues;
  countNone: NoMessageValues;
  skipToProducts: NoMessageValues;
  countSingle: NoMessageValues;
  countAll: { total: number };
  countRange: { total: number; first: MessageValue; last: MessageValue };
  countRangeMore: { total: number; first: MessageValue; last: MessageValue };
  sortLabel: NoMessageValues;
  sortMenuOrder: NoMessageValues;
  sortPopularity: NoMessageValues;
  sortRating: NoMessageValues;
  sortDate: NoMessageValues;
  sortPrice: NoMessageValues;
  sortPriceDesc: NoMessageValues;
  layoutLabel: NoMessageValues;
  layoutGrid: NoMessageValues;
  layoutGridOne: NoMessageValues;
  empty: NoMessageValues;
  suggestion: { link: MessageTag; suggestion: MessageValue };
  pagination: NoMessageValues;
  paginationPrevious: NoMessageValues;
  paginationNext: NoMessageValues;
  loadMore: NoMessageValues;
  loaded: { count: number };
  allShown: NoMessageValues;
  allShownMore: { total: number };
  quoted: { name: MessageValue };
  invalidParams: { count: number; names: MessageValue };
  clearFilters: NoMessageValues;
}>({
  shop: { id: 'listing.shop', defaultMessage: 'Shop' },
  searchTitle: { id: 'listing.searchTitle', defaultMessage: 'Search results for “{query}”' },
  page: { id: 'listing.page', defaultMessage: 'Page {page}' },
  breadcrumb: { id: 'listing.breadcrumb', defaultMessage: 'Breadcrumb' },
  documentTitle: { id: 'listing.documentTitle', defaultMessage: '{name} – Zellige' },
  documentTitlePaged: { id: 'listing.documentTitlePaged', defaultMessage: '{name} – Page {page} – Zellige' },
  descriptionShop: {
    id: 'listing.description.shop',
    defaultMessage: 'Every handmade piece of the shop: ceramics, tagines, rugs, leather, lanterns and jewellery.',
  },
  descriptionSearch: {
    id: 'listing.description.search',
    defaultMessage: 'Handmade products of the shop matching “{query}”.',
  },
  results: { id: 'listing.results', defaultMessage: 'Products' },
  skipToProducts: { id: 'listing.skipToProducts', defaultMessage: 'Skip to the products' },
  countNone: { id: 'listing.count.none', defaultMessage: 'No products were found matching your selection.' },
  countSingle: { id: 'listing.count.single', defaultMessage: 'Showing the single result' },
  countAll: {
    id: 'listing.count.all',
    defaultMessage: '{total, plural, one {Showing all # result} other {Showing all # results}}',
  },
  countRange: {
    id: 'listing.count.range',
    defaultMessage:
      '{total, plural, one {Showing {first}–{last} of # result} other {Showing {first}–{last} of # results}}',
  },
  countRangeMore: {
    id: 'listing.count.rangeMore',
    defaultMessage:
      '{total, plural, one {Showing {first}–{last} of more than # result} other {Showing {first}–{last} of more than # results}}',
  },
  sortLabel: { id: 'listing.sort.label', defaultMessage: 'Shop order' },
  sortMenuOrder: { id: 'listing.sort.menu_order', defaultMessage: 'Default sorting' },
  sortPopularity: { id: 'listing.sort.popularity', defaultMessage: 'Sort by popularity' },
  sortRating: { id: 'listing.sort.rating', defaultMessage: 'Sort by average rating' },
  sortDate: { id: 'listing.sort.date', defaultMessage: 'Sort by latest' },
  sortPrice: { id: 'listing.sort.price', defaultMessage: 'Sort by price: low to high' },
  sortPriceDesc: { id: 'listing.sort.price-desc', defaultMessage: 'Sort by price: high to low' },
  layoutLabel: { id: 'listing.layout.label', defaultMessage: 'Layout' },
  layoutGrid: { id: 'listing.layout.grid', defaultMessage: 'Grid view' },
  layoutGridOne: { id: 'listing.layout.grid-one', defaultMessage: 'List view' },
  empty: { id: 'listing.empty', defaultMessage: 'No products were found matching your selection.' },
  suggestion: { id: 'listing.suggestion', defaultMessage: 'Did you mean <link>{suggestion}</link>?' },
  pagination: { id: 'listing.pagination', defaultMessage: 'Pagination' },
  paginationPrevious: { id: 'listing.pagination.previous', defaultMessage: 'Previous page' },
  paginationNext: { id: 'listing.pagination.next', defaultMessage: 'Next page' },
  loadMore: { id: 'listing.loadMore', defaultMessage: 'Load more' },
  loaded: {
    id: 'listing.loaded',
    defaultMessage: '{count, plural, one {# more product loaded} other {# more products loaded}}',
  },
  allShown: { id: 'listing.allShown', defaultMessage: 'All products are shown' },
  allShownMore: {
    id: 'listing.allShownMore',
    defaultMessage:
      '{total, plural, one {Only # product is shown. Refine your search to see the others.} other {Only # products are shown. Refine your search to see the others.}}',
  },
  quoted: {
    id: 'listing.quoted',
    description:
      'A Latin parameter name inside Arabic text: Arabic letter marks (U+061C) keep the guillemets and the following punctuation on the right-to-left side of the name.',
    defaultMessage: '“{name}”',
  },
  invalidParams: {
    id: 'listing.invalidParams',
    defaultMessage:
      '{count, plural, one {The filter {names} in the address is not valid.} other {The filters {names} in the address are not valid.}}',
  },
  clearFilters: { id: 'listing.clearFilters', defaultMessage: 'Clear filters' },
});
