import { type Static, type TSchema, Type } from 'typebox';
import { Line, LocaleSchema } from '../../http/schemas';
import { CategorySlug, ProductCardSchema } from '../listing/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SearchQuerySchema = Type.Object({
  locale: LocaleSchema,
  s: Type.Optional(Line({ maxLength: 1000, description: 'At least search.minLength characters' })),
  category: Type.Optional(CategorySlug),
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
