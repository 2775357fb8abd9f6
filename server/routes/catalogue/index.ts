import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categoryTree } from '../../repositories/categories';
import { featuredProductIds, productCards } from '../../repositories/products';
import { CategoryTreeSchema, HomeSchema } from '../../schemas/catalogue';
import { COMMON_PROBLEMS, LocaleQuery } from '../../schemas/common';
import { listingRoutes } from './listing';
import { productRoutes } from './product';

const FEATURED_COUNT = 8;

export const catalogueRoutes: FastifyPluginAsyncTypebox<{ listingCacheMs?: number }> = async (app, { listingCacheMs = 0 }) => {
  await app.register(listingRoutes, { cacheMs: listingCacheMs });
  await app.register(productRoutes);

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
    async (request) => categoryTree(app.db, request.query.locale),
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
    async (request) => {
      const { locale } = request.query;
      const [tree, ids] = await Promise.all([categoryTree(app.db, locale), featuredProductIds(app.db, FEATURED_COUNT)]);
      return {
        categories: tree.map(({ id, slug, name, image, productCount }) => ({ id, slug, name, image, productCount })),
        featured: await productCards(app.db, ids, locale),
      };
    },
  );
};
