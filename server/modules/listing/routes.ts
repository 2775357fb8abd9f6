import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FILTER_PREFIX, QUERY_TYPE_PREFIX } from '@domain/listing';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { NotModifiedSchema, sendJson, serialise } from '../../http/etag';
import { addressKey, keepOptions, kept } from './responses';
import { CategoryTreeSchema, HomeSchema, ListingPageSchema, ListingQuerySchema } from './schemas';
import { categories, homePage, listingPage, logSubmittedSearch, shopSettings } from './service';

/** The query's text parameters (the dynamic filter_* ones included), for parseListingParams. */
function textParams(query: object): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      out[key] = value as string | string[];
  }
  return out;
}

/** The parameters parseListingParams reads: the others (utm_*…) do not change the answer, nor its key. */
const readsParam = (key: string) =>
  ['orderby', 'min_price', 'max_price', 's'].includes(key) ||
  key.startsWith(FILTER_PREFIX) ||
  key.startsWith(QUERY_TYPE_PREFIX);

/** A page of the product list. */
export const listingRoutes: FastifyPluginAsyncTypebox<{ cacheMs: number }> = async (app, { cacheMs }) => {
  const keep = keepOptions(cacheMs, app.dbKind);
  app.get(
    '/catalogue/listing',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A page of products (a category with its descendants, or the whole shop): filtered, sorted, searched, with facets',
        querystring: ListingQuerySchema,
        response: { 200: ListingPageSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) => {
      const { locale, category, page = 1, per_page: perPage } = request.query;
      const params = textParams(request.query);
      const read = Object.fromEntries(Object.entries(params).filter(([key]) => readsParam(key)));
      const key = addressKey('listing', { locale, category: category ?? '', page, perPage: perPage ?? null, read });
      const { body, meta } = await kept(app.db, key, keep, async () => {
        const settings = perPage === undefined ? await shopSettings(app.db, cacheMs) : null;
        const valid = { at: Infinity };
        const result = await listingPage(app.db, {
          locale,
          category,
          page,
          perPage: perPage ?? settings?.listing.pageSize ?? 12,
          params,
          cacheMs,
          valid,
        });
        return { json: serialise(reply, result), until: valid.at, meta: { total: result.total } };
      });
      await logSubmittedSearch(app.db, { locale, page, params }, meta.total);
      return sendJson(request, reply, body);
    },
  );
};

/**
 * The category tree and the home page, which browse the product list by category. Kept like listings when given
 * `cacheMs` (app.ts gives none yet: then read each time, and only tagged).
 */
export const categoryRoutes: FastifyPluginAsyncTypebox<{ cacheMs?: number }> = async (app, { cacheMs = 0 }) => {
  const keep = keepOptions(cacheMs, app.dbKind);
  app.get(
    '/catalogue/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree, ordered by position, with product counts',
        querystring: LocaleQuery,
        response: { 200: CategoryTreeSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const { body } = await kept(app.db, addressKey('categories', { locale }), keep, async () => ({
        json: serialise(reply, await categories(app.db, locale)),
        until: Infinity,
        meta: null,
      }));
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/catalogue/home',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home page: top-level category tiles and the featured products',
        querystring: LocaleQuery,
        response: { 200: HomeSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const { body } = await kept(app.db, addressKey('home', { locale }), keep, async () => {
        const valid = { at: Infinity };
        const json = serialise(reply, await homePage(app.db, locale, valid));
        return { json, until: valid.at, meta: null };
      });
      return sendJson(request, reply, body);
    },
  );
};
