import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productDetail } from './service/detail';
import { lookupVariation } from './service/variation';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { NotModifiedSchema, sendTagged } from '../../http/etag';
import {
  ProductDetailSchema,
  ProductIdParams,
  ProductSlugParams,
  VariationLookupSchema,
  VariationQuerySchema,
} from './schemas';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalogue/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product for its page and the quick view: text, price, stock, gallery, attributes and variations',
        description:
          'variations is the list of visible variations, or false when the product has more than 30: then ask ' +
          '/catalogue/products/{id}/variation for each complete choice. Hidden variations are never sent.',
        params: ProductSlugParams,
        querystring: LocaleQuery,
        response: { 200: ProductDetailSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    // Read each time, tagged: the same for every shopper, so a client holding it gets a 304.
    async (request, reply) =>
      sendTagged(request, reply, await productDetail(app.db, request.params.slug, request.query.locale)),
  );

  app.get(
    '/catalogue/products/:id/variation',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'The variation a complete choice of terms stands for (attribute_<slug>=<term> for every variation attribute)',
        description:
          "The first visible variation in menu order that fits, an 'any' term fitting every term; null when none fits. " +
          '400 invalid_parameter names each unknown attribute, unknown term, repeated or missing attribute.',
        params: ProductIdParams,
        querystring: VariationQuerySchema,
        response: { 200: VariationLookupSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await lookupVariation(app.db, request.params.id, request.query.locale, request.query)),
  );
};
