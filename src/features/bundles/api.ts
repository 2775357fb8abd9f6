import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { toBoughtTogether, toBundle, type BoughtTogether, type Bundle } from './model/bundle';

/**
 * The bundles slice: a bundle's rules and items, and a product's 'frequently bought together' list. Their adds are the
 * cart's mutations (entities/cart/api.ts), which write the answered cart into the one cart cache entry.
 */
export const bundlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A bundle's rules and items (each a whole product), for its form on the page and in the quick view. */
    getBundle: build.query<Bundle, { productId: number; locale: Locale }>({
      query: ({ productId, locale }) => ({ url: `/catalogue/products/${productId}/bundle`, params: { locale } }),
      transformResponse: (wire: unknown) => toBundle(wire),
      providesTags: ['Catalogue'],
    }),
    /** A product's companions; with a variation that has a list of its own, that list (the spec's reload). */
    getBoughtTogether: build.query<BoughtTogether, { productId: number; variationId?: number; locale: Locale }>({
      query: ({ productId, variationId, locale }) => ({
        url: `/catalogue/products/${productId}/bought-together`,
        params: variationId === undefined ? { locale } : { locale, variationId },
      }),
      transformResponse: (wire: unknown) => toBoughtTogether(wire),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetBundleQuery, useGetBoughtTogetherQuery } = bundlesApi;
