import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { NotModifiedSchema, sendJson, serialise } from '../../http/etag';
import { addressKey, keepOptions, kept } from '../listing/responses';
import { PopularKeywordsSchema, SearchQuerySchema, SearchResultsSchema } from './schemas';
import { shopSettings } from '../listing/service';
import { liveSearch, popularKeywords } from './service';

const LIVE_SEARCH_LIMIT = 6;
const POPULAR_KEYWORDS = 8;

export const searchRoutes: FastifyPluginAsyncTypebox<{ cacheMs: number }> = async (app, { cacheMs }) => {
  const keep = keepOptions(cacheMs, app.dbKind);
  app.get(
    '/catalogue/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Live search for the search popup (the last word may be partial); not logged',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultsSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) => {
      const { locale, s = '', category, limit = LIVE_SEARCH_LIMIT } = request.query;
      // Kept per text (spaces as the search reads them), locale, category and limit; the shortest text allowed is a
      // setting, read with the answer.
      const text = s.trim().replace(/\s+/g, ' ');
      const key = addressKey('search', { locale, s: text, category: category ?? '', limit });
      const { body } = await kept(app.db, key, keep, async () => {
        const settings = await shopSettings(app.db, cacheMs);
        const valid = { at: Infinity };
        const results = await liveSearch(app.db, {
          locale,
          s,
          category,
          limit,
          minLength: settings.search.minLength,
          cacheMs,
          valid,
        });
        return { json: serialise(reply, results), until: valid.at, meta: null };
      });
      return sendJson(request, reply, body);
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
