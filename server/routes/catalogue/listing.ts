import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listingPage, liveSearch } from '../../repositories/listing';
import { popularKeywords } from '../../repositories/search';
import { loadSettings } from '../../repositories/settings';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../schemas/common';
import { ListingPageSchema, ListingQuerySchema, PopularKeywordsSchema, SearchQuerySchema, SearchResultsSchema } from '../../schemas/listing';

const LIVE_SEARCH_LIMIT = 6;

/** The query's text parameters (the dynamic filter_* ones included), for parseListingParams. */
function textParams(query: object): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) out[key] = value as string | string[];
  }
  return out;
}
const POPULAR_KEYWORDS = 8;

export const listingRoutes: FastifyPluginAsyncTypebox<{ cacheMs: number }> = async (app, { cacheMs }) => {
  app.get(
    '/catalogue/listing',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of products (a category with its descendants, or the whole shop): filtered, sorted, searched, with facets',
        querystring: ListingQuerySchema,
        response: { 200: ListingPageSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request) => {
      const { locale, category, page, per_page: perPage } = request.query;
      const settings = perPage === undefined ? await loadSettings(app.db) : null;
      return listingPage(app.db, {
        locale,
        category,
        page: page ?? 1,
        perPage: perPage ?? settings?.listing.pageSize ?? 12,
        params: textParams(request.query),
        cacheMs,
      });
    },
  );

  app.get(
    '/catalogue/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Live search for the search popup (the last word may be partial); not logged',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request) => {
      const { locale, s, category, limit } = request.query;
      const settings = await loadSettings(app.db);
      return liveSearch(app.db, { locale, s: s ?? '', category, limit: limit ?? LIVE_SEARCH_LIMIT, minLength: settings.search.minLength, cacheMs });
    },
  );

  app.get(
    '/catalogue/search/popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The most searched keywords of the last 90 days, most searched first',
        querystring: LocaleQuery,
        response: { 200: PopularKeywordsSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request) => ({ keywords: await popularKeywords(app.db, request.query.locale, POPULAR_KEYWORDS) }),
  );
};
