import { useIntl } from 'react-intl';
import type { ListingCategory } from '@features/catalogue/model/listing-types';
import { listingMessages } from '../../listing-messages';

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
    ? intl.formatMessage(listingMessages.searchTitle, { query: search })
    : categorySlug
      ? (category?.name ?? null)
      : intl.formatMessage(listingMessages.shop);
  if (name === null) return { heading: null, documentTitle: null, description: null };
  const documentTitle =
    page > 1
      ? intl.formatMessage(listingMessages.documentTitlePaged, { name, page })
      : intl.formatMessage(listingMessages.documentTitle, { name });
  const description = search
    ? intl.formatMessage(listingMessages.descriptionSearch, { query: search })
    : category?.description || intl.formatMessage(listingMessages.descriptionShop);
  return { heading: name, documentTitle, description };
}
