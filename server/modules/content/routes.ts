import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, LocaleQuery, problems } from '../../http/schemas';
import { NotModifiedSchema, sendTagged } from '../../http/etag';
import { ContentPageListSchema, ContentPageSchema, PageSlugParams } from './schemas';
import { contentPage, pageLinks } from './service';

/** Content pages: the same for every shopper, tagged so a client holding one gets a 304. */
export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['content'],
        summary: "The content pages' slugs and titles in menu order",
        querystring: LocaleQuery,
        response: { 200: ContentPageListSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request, reply) => sendTagged(request, reply, await pageLinks(app.db, request.query.locale)),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A content page in one locale, its blocks ready to draw',
        description: '404 page_not_found for an unknown page.',
        params: PageSlugParams,
        querystring: LocaleQuery,
        response: { 200: ContentPageSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS, ...problems(404) },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await contentPage(app.db, request.params.slug, request.query.locale)),
  );
};
