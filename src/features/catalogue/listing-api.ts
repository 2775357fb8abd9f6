import { baseApi } from '@shared/api/base-api';
import { toListingPage } from './model/listing-page';
import { listingApiUrl, type ListingRequest } from './model/listing-query';
import type { ListingPage } from './model/listing-types';

/** Listing pages stay cached for five minutes, so back and forward redraw a visited listing without a request. */
const LISTING_CACHE_SECONDS = 300;

/**
 * The listing endpoint, apart from the home page's (./api.ts): its address parser and writer come with it, and the
 * home page, where most visits start, need not download them.
 */
export const listingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the shop, a category or a search; the request (with its canonical query) is the cache key. */
    getListing: build.query<ListingPage, ListingRequest>({
      query: (request) => listingApiUrl(request),
      transformResponse: (wire: Partial<ListingPage> | null) => toListingPage(wire),
      providesTags: ['Catalogue'],
      keepUnusedDataFor: LISTING_CACHE_SECONDS,
    }),
  }),
});

export const { useGetListingQuery } = listingApi;
