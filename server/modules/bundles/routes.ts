import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { NotModifiedSchema, sendTagged } from '../../http/etag';
import { BoughtTogetherQuery, BoughtTogetherSchema, BundleSchema, ProductIdParams } from './schemas';
import { boughtTogetherOf, bundleOf } from './service';

/** Bundles and bought-together lists: the same for every shopper, tagged so a client holding one gets a 304. */
export const bundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/products/:id/bundle',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A bundle's rules and items, each item as the product page has it",
        description: '404 bundle_not_found when the product is not a bundle.',
        params: ProductIdParams,
        querystring: LocaleQuery,
        response: { 200: BundleSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await bundleOf(app.db, request.params.id, request.query.locale)),
  );

  app.get(
    '/catalogue/products/:id/bought-together',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's 'frequently bought together' companions and the block's settings",
        description:
          "With variationId, that variation's own list when it has one (see variationsWithList), else the product's.",
        params: ProductIdParams,
        querystring: BoughtTogetherQuery,
        response: { 200: BoughtTogetherSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) =>
      sendTagged(
        request,
        reply,
        await boughtTogetherOf(app.db, request.params.id, request.query.variationId ?? null, request.query.locale),
      ),
  );
};
