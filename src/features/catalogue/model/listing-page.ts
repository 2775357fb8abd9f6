import type { ListingPage } from './listing-types';
import { toProductCard } from './card';

/** Wire answer → client model: the shapes are the same; missing lists become empty so views never guard. */
export function toListingPage(wire: Partial<ListingPage> | null | undefined): ListingPage {
  const perPage = wire?.perPage ?? 1;
  const total = wire?.total ?? 0;
  return {
    page: wire?.page ?? 1,
    perPage,
    total,
    // Servers from before the ranking window leave it out: their totals are exact.
    moreThanTotal: wire?.moreThanTotal === true,
    pageCount: wire?.pageCount ?? Math.max(1, Math.ceil(total / Math.max(perPage, 1))),
    items: (wire?.items ?? []).map(toProductCard),
    category: wire?.category ?? null,
    facets: {
      price: wire?.facets?.price ?? null,
      attributes: wire?.facets?.attributes ?? [],
      categories: wire?.facets?.categories ?? [],
    },
    suggestion: wire?.suggestion || null,
  };
}
