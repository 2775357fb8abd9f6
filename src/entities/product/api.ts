import type { Locale } from '@domain/locales';
import { attributeParam, type Selection, type Variation } from '@domain/variations';
import { baseApi } from '@shared/api/base-api';
import { toProduct, toVariationLookup } from './model/product';
import type { ProductDetail } from './model/types';

export interface ProductRequest {
  slug: string;
  locale: Locale;
}

export interface VariationLookupRequest {
  productId: number;
  locale: Locale;
  /** A complete choice (every variation attribute): the server answers 400 otherwise. */
  selection: Selection;
}

/** attribute_<slug>=<term> in a fixed order, so equal choices share one cache entry. */
function lookupParams({ locale, selection }: VariationLookupRequest): Record<string, string> {
  const params: Record<string, string> = { locale };
  for (const [attribute, term] of Object.entries(selection).sort(([a], [b]) => a.localeCompare(b))) {
    if (term !== '') params[attributeParam(attribute)] = term;
  }
  return params;
}

/**
 * The product slice: a product as its page, its quick view and a bundle's items show it, and the server's variation
 * lookup when the page has no variation list.
 */
export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, ProductRequest>({
      query: ({ slug, locale }) => ({ url: `/catalogue/products/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (wire: unknown) => toProduct(wire),
      providesTags: ['Catalogue'],
    }),
    /** null: no variation fits the choice ('Sorry, no products matched your selection…'). */
    getVariation: build.query<Variation | null, VariationLookupRequest>({
      query: (request) => ({
        url: `/catalogue/products/${request.productId}/variation`,
        params: lookupParams(request),
      }),
      transformResponse: (wire: unknown) => toVariationLookup(wire),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetProductQuery, useGetVariationQuery, useLazyGetVariationQuery } = productApi;
