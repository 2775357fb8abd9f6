import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadSettings } from './service';
import { COMMON_PROBLEMS } from '../../http/schemas';
import { StoreSettingsSchema } from './schemas';

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Store settings: defaults merged with the shop owner’s overrides',
        response: { 200: StoreSettingsSchema, ...COMMON_PROBLEMS },
      },
    },
    async () => loadSettings(app.db),
  );
};
