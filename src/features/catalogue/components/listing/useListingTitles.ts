import { useIntl } from '@shared/i18n/intl';
import type { ListingCategory } from '@features/catalogue/model/listing-types';

export interface ListingTitles {
  /** The h1: 'Search results for “…”', the category's name, or 'Shop'; null while a category's name is unknown. */
  heading: string | null;
  /** The document title: 'Handmade Mugs – Page 4 – Zellige'. */
  documentTitle: string | null;
  /** The meta description: the category's own, or the shop's or the search's. */
  description: string | null;
}

/** The names of a listing page, in the page's language. */
export function useListingTitles(
  categorySlug: string | null,
  category: ListingCategory | null,
  search: string,
  page: number,
): ListingTitles {
  const intl = useIntl();
  const name = search
    ? intl.formatMessage({ id: 'listing.searchTitle' }, { query: search })
    : categorySlug
      ? (category?.name ?? null)
      : intl.formatMessage({ id: 'listing.shop' });
  if (name === null) return { heading: null, documentTitle: null, description: null };
  const documentTitle =
    page > 1
      ? intl.formatMessage({ id: 'listing.documentTitlePaged' }, { name, page })
      : intl.formatMessage({ id: 'listing.documentTitle' }, { name });
  const description = search
    ? intl.formatMessage({ id: 'listing.description.search' }, { query: search })
    : category?.description || intl.formatMessage({ id: 'listing.description.shop' });
  return { heading: name, documentTitle, description };
}
