import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listingParams, parseListingParams, type ListingFilters, type ListingParamError } from '@domain/listing';
import type { ListingSettings } from '@domain/settings';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetListingQuery } from '@features/catalogue/listing-api';
import { listingHref, listingRequest, type ListingRequest } from '@features/catalogue/model/listing-query';
import type { ListingPage } from '@features/catalogue/model/listing-types';

/** History state of a load-more address: the first page still shown above the current one. */
interface LoadMoreHistoryState {
  listingFrom?: unknown;
}

export interface ListingState {
  category: string | null;
  page: number;
  /** The first page shown: below `page` after load more, restored from the history entry on back/forward. */
  fromPage: number;
  mode: ListingSettings['pagination'];
  filters: ListingFilters;
  /** Malformed address parameters: an alert names them instead of the listing. */
  paramErrors: ListingParamError[];
  request: ListingRequest;
  query: ReturnType<typeof useGetListingQuery>;
  /** The answer for this address, or the previous one while it loads (never a skeleton after the first load). */
  shown: ListingPage | undefined;
  hrefFor: (page: number, filters?: ListingFilters) => string;
  /** Sorting and filtering: a new history entry at page 1. */
  applyFilters: (next: ListingFilters) => void;
  /** Load more: the next page's address replaces this entry (load more replaces the history entry, never pushes one). */
  loadMore: () => void;
}

function firstShownPage(state: unknown, page: number, mode: ListingSettings['pagination']): number {
  if (mode === 'pagination') return page;
  const from = (state as LoadMoreHistoryState | null)?.listingFrom;
  return typeof from === 'number' && Number.isInteger(from) && from >= 1 && from <= page ? from : page;
}

/**
 * The address is the listing's state: the page comes from the path, everything else from the query through the
 * isomorphic parser (domain/listing.ts). Every change is a navigation, so back and forward restore a listing
 * exactly, from RTK Query's cache when it is still there.
 */
export function useListingState(category: string | null, page: number): ListingState {
  const locale = useLocale();
  const { listing } = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const { filters, errors } = useMemo(
    () => parseListingParams(new URLSearchParams(location.search)),
    [location.search],
  );
  const request = useMemo(
    () => listingRequest(locale, category, page, listing.pageSize, filters),
    [locale, category, page, listing.pageSize, filters],
  );
  // Asked even when some parameters are malformed (the parser leaves them out): the page still gets its
  // category's name and title, while the alert stands where the products would be.
  const query = useGetListingQuery(request);
  const fromPage = firstShownPage(location.state, page, listing.pagination);

  const hrefFor = useCallback(
    (target: number, next: ListingFilters = filters) => listingHref(locale, category, target, listingParams(next)),
    [locale, category, filters],
  );
  const applyFilters = useCallback((next: ListingFilters) => navigate(hrefFor(1, next)), [navigate, hrefFor]);
  const loadMore = useCallback(
    () =>
      navigate(hrefFor(page + 1), { replace: true, state: { listingFrom: fromPage } satisfies LoadMoreHistoryState }),
    [navigate, hrefFor, page, fromPage],
  );

  return {
    category,
    page,
    fromPage,
    mode: listing.pagination,
    filters,
    paramErrors: errors,
    request,
    query,
    shown: query.currentData ?? query.data,
    hrefFor,
    applyFilters,
    loadMore,
  };
}
