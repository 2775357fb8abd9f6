import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The listing's filter widgets, with the searchable dropdown's English kept exactly. Plural branches start with '#' in en and fr; Arabic uses its six plural forms.
 */
export const filterMessages = defineMessages<{
  filtersTitle: NoMessageValues;
  filtersButtonActive: { count: number };
  filtersClose: NoMessageValues;
  filtersCloseFooter: NoMessageValues;
  filtersShowResults: { count: number };
  filtersShowResultsUnknown: NoMessageValues;
  filtersCountedName: { name: MessageValue; count: number };
  filtersAny: NoMessageValues;
  filtersPriceTitle: NoMessageValues;
  filtersPriceMin: NoMessageValues;
  filtersPriceMax: NoMessageValues;
  filtersPriceMinInput: { currency: MessageValue };
  filtersPriceMaxInput: { currency: MessageValue };
  filtersPriceApply: NoMessageValues;
  filtersPriceErrorOrder: NoMessageValues;
  filtersPriceErrorFormat: NoMessageValues;
  filtersSearchLabel: { attribute: MessageValue };
  filtersSearchNoMatches: NoMessageValues;
  filtersSearchTooShort: { count: number };
  filtersSearchTooLong: { count: number };
  filtersSearchMaxSelected: { count: number };
  filtersSearchOpen: NoMessageValues;
  filtersSearchCloseList: NoMessageValues;
  filtersSearchClear: NoMessageValues;
  filtersCategoriesTitle: NoMessageValues;
  filtersCategoriesAllProducts: NoMessageValues;
  filtersCategoriesAll: { name: MessageValue };
  filtersActiveTitle: NoMessageValues;
  filtersActivePrice: { min: MessageValue; max: MessageValue };
  filtersActivePriceFrom: { min: MessageValue };
  filtersActivePriceTo: { max: MessageValue };
  filtersActiveRemove: { label: MessageValue };
  filtersActiveClearAll: NoMessageValues;
}>({
  filtersTitle: { id: 'catalogue.filters.title', defaultMessage: 'Filters' },
  filtersButtonActive: {
    id: 'catalogue.filters.buttonActive',
    defaultMessage: '({count, plural, one {# active} other {# active}})',
  },
  filtersClose: { id: 'catalogue.filters.close', defaultMessage: 'Close filters' },
  filtersCloseFooter: { id: 'catalogue.filters.closeFooter', defaultMessage: 'Close' },
  filtersShowResults: {
    id: 'catalogue.filters.showResults',
    defaultMessage: 'Show {count, plural, one {# result} other {# results}}',
  },
  filtersShowResultsUnknown: { id: 'catalogue.filters.showResultsUnknown', defaultMessage: 'Show results' },
  filtersCountedName: {
    id: 'catalogue.filters.countedName',
    defaultMessage: '{name}, {count, plural, one {# product} other {# products}}',
  },
  filtersAny: { id: 'catalogue.filters.any', defaultMessage: 'Any' },
  filtersPriceTitle: { id: 'catalogue.filters.price.title', defaultMessage: 'Price' },
  filtersPriceMin: { id: 'catalogue.filters.price.min', defaultMessage: 'Minimum price' },
  filtersPriceMax: { id: 'catalogue.filters.price.max', defaultMessage: 'Maximum price' },
  filtersPriceMinInput: { id: 'catalogue.filters.price.minInput', defaultMessage: 'Min. ({currency})' },
  filtersPriceMaxInput: { id: 'catalogue.filters.price.maxInput', defaultMessage: 'Max. ({currency})' },
  filtersPriceApply: { id: 'catalogue.filters.price.apply', defaultMessage: 'Apply' },
  filtersPriceErrorOrder: {
    id: 'catalogue.filters.price.errorOrder',
    defaultMessage: 'The minimum price cannot be higher than the maximum price.',
  },
  filtersPriceErrorFormat: {
    id: 'catalogue.filters.price.errorFormat',
    defaultMessage: 'Enter an amount in dirhams, such as 120 or 120.50.',
  },
  filtersSearchLabel: { id: 'catalogue.filters.search.label', defaultMessage: 'Search {attribute}' },
  filtersSearchNoMatches: { id: 'catalogue.filters.search.noMatches', defaultMessage: 'No matches found' },
  filtersSearchTooShort: {
    id: 'catalogue.filters.search.tooShort',
    defaultMessage: 'Please enter {count, plural, one {# or more characters} other {# or more characters}}',
  },
  filtersSearchTooLong: {
    id: 'catalogue.filters.search.tooLong',
    defaultMessage: 'Please delete {count, plural, one {# character} other {# characters}}',
  },
  filtersSearchMaxSelected: {
    id: 'catalogue.filters.search.maxSelected',
    defaultMessage: 'You can only select {count, plural, one {# item} other {# items}}',
  },
  filtersSearchOpen: { id: 'catalogue.filters.search.open', defaultMessage: 'Open the list' },
  filtersSearchCloseList: { id: 'catalogue.filters.search.closeList', defaultMessage: 'Close the list' },
  filtersSearchClear: { id: 'catalogue.filters.search.clear', defaultMessage: 'Clear' },
  filtersCategoriesTitle: { id: 'catalogue.filters.categories.title', defaultMessage: 'Categories' },
  filtersCategoriesAllProducts: { id: 'catalogue.filters.categories.allProducts', defaultMessage: 'All products' },
  filtersCategoriesAll: { id: 'catalogue.filters.categories.all', defaultMessage: 'All {name}' },
  filtersActiveTitle: { id: 'catalogue.filters.active.title', defaultMessage: 'Active filters' },
  filtersActivePrice: { id: 'catalogue.filters.active.price', defaultMessage: 'Price: {min} – {max}' },
  filtersActivePriceFrom: { id: 'catalogue.filters.active.priceFrom', defaultMessage: 'Price: from {min}' },
  filtersActivePriceTo: { id: 'catalogue.filters.active.priceTo', defaultMessage: 'Price: up to {max}' },
  filtersActiveRemove: { id: 'catalogue.filters.active.remove', defaultMessage: '{label}, remove filter' },
  filtersActiveClearAll: { id: 'catalogue.filters.active.clearAll', defaultMessage: 'Clear all' },
});
