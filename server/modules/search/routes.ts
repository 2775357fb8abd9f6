import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { loadSettings } from '../settings/service';
import { PopularKeywordsSchema, SearchQuerySchema, SearchResultsSchema } from './schemas';
import { liveSearch, popularKeywords } from './service';

const LIVE_SEARCH_LIMIT = 6;
const POPULAR_KEYWORDS = 8;

export const searchRoutes: FastifyPluginAsyncTypebox<{ cacheMs: number }> = async (app, { cacheMs }) => {
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
      return liveSearch(app.db, {
        locale,
        s: s ?? '',
        category,
        limit: limit ?? LIVE_SEARCH_LIMIT,
        minLength: settings.search.minLength,
        cacheMs,
      });
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
    async (request) => popularKeywords(app.db, request.query.locale, POPULAR_KEYWORDS),
  );
};
