import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The header's search button: on every page, so in the shell's messages. */
export const searchButtonMessages = defineMessages<{
  searchOpen: NoMessageValues;
}>({
  searchOpen: { id: 'search.open', defaultMessage: 'Search' },
});

/**
 * The search popup, loaded with it (message group 'search'). Plural branches start with '#' in en and fr (see catalogue/messages.ts);
 * Arabic uses its six plural forms.
 */
export const searchMessages = defineMessages<{
  title: NoMessageValues;
  close: NoMessageValues;
  field: NoMessageValues;
  category: NoMessageValues;
  categoryAll: NoMessageValues;
  hint: { count: number };
  results: NoMessageValues;
  searching: NoMessageValues;
  found: { count: number };
  foundMore: { count: number };
  suggestion: { suggestion: MessageValue };
  popular: NoMessageValues;
  viewAll: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: { id: 'search.title', defaultMessage: 'Search the shop' },
  close: { id: 'search.close', defaultMessage: 'Close search' },
  field: { id: 'search.field', defaultMessage: 'Search for products' },
  category: { id: 'search.category', defaultMessage: 'Category' },
  categoryAll: { id: 'search.category.all', defaultMessage: 'All categories' },
  hint: {
    id: 'search.hint',
    defaultMessage:
      '{count, plural, one {Type at least # character to see products.} other {Type at least # characters to see products.}}',
  },
  results: { id: 'search.results', defaultMessage: 'Products found' },
  searching: { id: 'search.searching', defaultMessage: 'Searching…' },
  found: {
    id: 'search.found',
    defaultMessage:
      '{count, plural, =0 {No products were found matching your selection.} one {# product found} other {# products found}}',
  },
  foundMore: {
    id: 'search.foundMore',
    defaultMessage: '{count, plural, one {More than # product found} other {More than # products found}}',
  },
  suggestion: { id: 'search.suggestion', defaultMessage: 'Did you mean “{suggestion}”?' },
  popular: { id: 'search.popular', defaultMessage: 'Popular searches' },
  viewAll: { id: 'search.viewAll', defaultMessage: 'View all results' },
  empty: { id: 'search.empty', defaultMessage: 'Please enter what you are looking for.' },
  error: { id: 'search.error', defaultMessage: 'The search could not be completed.' },
  retry: { id: 'search.retry', defaultMessage: 'Try again' },
});
