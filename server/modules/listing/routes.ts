import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { loadSettings } from '../settings/service';
import { CategoryTreeSchema, HomeSchema, ListingPageSchema, ListingQuerySchema } from './schemas';
import { categories, homePage, listingPage } from './service';

/** The query's text parameters (the dynamic filter_* ones included), for parseListingParams. */
function textParams(query: object): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      out[key] = value as string | string[];
  }
  return out;
}

/** A page of the product list. */
export const listingRoutes: FastifyPluginAsyncTypebox<{ cacheMs: number }> = async (app, { cacheMs }) => {
  app.get(
    '/catalogue/listing',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A page of products (a category with its descendants, or the whole shop): filtered, sorted, searched, with facets',
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
};

/** The category tree and the home page, which browse the product list by category. */
export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree, ordered by position, with product counts',
        querystring: LocaleQuery,
        response: { 200: CategoryTreeSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request) => categories(app.db, request.query.locale),
  );

  app.get(
    '/catalogue/home',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home page: top-level category tiles and the featured products',
        querystring: LocaleQuery,
        response: { 200: HomeSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request) => homePage(app.db, request.query.locale),
  );
};
