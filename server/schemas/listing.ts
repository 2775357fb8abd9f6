import { type Static, type TSchema, Type } from 'typebox';
import { FILTER_PREFIX, LISTING_LIMITS, QUERY_TYPE_PREFIX } from '../../src/domain/listing';
import { ProductCardSchema } from './catalogue';
import { LocaleSchema } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Slug = Type.String({ maxLength: 200, description: 'Category slug; its descendants are included' });

/**
 * Listing parameters. orderby, min_price, max_price, s and the dynamic filter_<attribute> / query_type_<attribute>
 * are read by parseListingParams() (src/domain/listing.ts), the parser the client uses for its address, so both
 * sides accept the same things; the schema only checks they are strings (a repeated filter is a list).
 */
export const ListingQuerySchema = Type.Object(
  {
    locale: LocaleSchema,
    category: Type.Optional(Slug),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LISTING_LIMITS.page, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: LISTING_LIMITS.perPage, description: 'Default: the listing.pageSize setting' })),
    orderby: Type.Optional(Type.String({ description: 'menu_order | popularity | rating | date | price | price-desc' })),
    min_price: Type.Optional(Type.String({ description: 'Dirhams, inclusive: 120 or 120.50' })),
    max_price: Type.Optional(Type.String({ description: 'Dirhams, inclusive' })),
    s: Type.Optional(Type.String({ description: 'Full-text search' })),
  },
  {
    // patternProperties, not additionalProperties: with the latter TypeBox stops converting page and per_page.
    patternProperties: {
      [`^(${FILTER_PREFIX}|${QUERY_TYPE_PREFIX})`]: Type.Union([Type.String(), Type.Array(Type.String())], {
        description: 'filter_<attribute>=term,term and query_type_<attribute>=and|or (other parameters are ignored)',
      }),
    },
  },
);
export type ListingQueryParams = Static<typeof ListingQuerySchema>;

const CrumbSchema = Type.Object({ slug: Type.String(), name: Type.String() });

export const ListingFacetsSchema = Type.Object({
  price: Nullable(
    Type.Object(
      { min: Type.Integer(), max: Type.Integer() },
      { description: 'Current price range (minor units) of the products matching every filter but the price' },
    ),
  ),
  attributes: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      type: Type.Enum(['select', 'colour']),
      terms: Type.Array(
        Type.Object({
          slug: Type.String(),
          name: Type.String(),
          swatch: Nullable(Type.String()),
          count: Type.Integer({ description: 'Products of the listing with this term added to the filters' }),
        }),
      ),
    }),
  ),
  categories: Type.Array(Type.Object({ slug: Type.String(), count: Type.Integer() })),
});
export type ListingFacets = Static<typeof ListingFacetsSchema>;

export const ListingPageSchema = Type.Object(
  {
    page: Type.Integer(),
    perPage: Type.Integer(),
    total: Type.Integer(),
    moreThanTotal: Type.Boolean({ description: 'A search broader than its ranking window: more than `total` products match, `total` are listed' }),
    pageCount: Type.Integer(),
    items: Type.Array(ProductCardSchema),
    category: Nullable(
      Type.Object({
        id: Type.Integer(),
        slug: Type.String(),
        name: Type.String(),
        description: Type.String(),
        ancestors: Type.Array(CrumbSchema, { description: 'Root first, the category itself excluded' }),
      }),
    ),
    facets: ListingFacetsSchema,
    suggestion: Nullable(Type.String({ description: "'Did you mean' for a search that found little" })),
  },
  { title: 'ListingPage' },
);
export type ListingPage = Static<typeof ListingPageSchema>;

export const SearchQuerySchema = Type.Object({
  locale: LocaleSchema,
  s: Type.Optional(Type.String({ description: 'At least search.minLength characters' })),
  category: Type.Optional(Slug),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
});
export type SearchQueryParams = Static<typeof SearchQuerySchema>;

export const SearchResultsSchema = Type.Object(
  {
    s: Type.String(),
    total: Type.Integer(),
    moreThanTotal: Type.Boolean({ description: 'More than `total` products match (see ListingPage)' }),
    items: Type.Array(ProductCardSchema),
    suggestion: Nullable(Type.String()),
  },
  { title: 'SearchResults' },
);
export type SearchResults = Static<typeof SearchResultsSchema>;

export const PopularKeywordsSchema = Type.Object({ keywords: Type.Array(Type.String()) }, { title: 'PopularKeywords' });
