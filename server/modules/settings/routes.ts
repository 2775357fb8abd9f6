import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadSettings } from './service';
import { COMMON_PROBLEMS } from '../../http/schemas';
import { NotModifiedSchema, sendTagged } from '../../http/etag';
import { StoreSettingsSchema } from './schemas';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Store settings: defaults merged with the shop owner’s overrides',
        response: { 200: StoreSettingsSchema, 304: NotModifiedSchema, ...COMMON_PROBLEMS },
      },
    },
    // Read each time, tagged: the same for every shopper, so a client holding it gets a 304.
    async (request, reply) => sendTagged(request, reply, await loadSettings(app.db)),
  );
};
