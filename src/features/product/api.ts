import type { Locale } from '@domain/locales';
import { attributeParam, type Selection, type Variation } from '@domain/variations';
import { baseApi } from '@shared/api/base-api';
import { toBoughtTogether, toBundle, type BoughtTogether, type Bundle } from './model/bundle';
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

/** The product page's and quick view's data, and the server's variation lookup when the page has no variation list. */
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

export const {
  useGetProductQuery,
  useGetVariationQuery,
  useLazyGetVariationQuery,
  useGetBundleQuery,
  useGetBoughtTogetherQuery,
} = productApi;
