import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadSettings } from '../../repositories/settings';
import { COMMON_PROBLEMS } from '../../schemas/common';
import { StoreSettingsSchema } from '../../schemas/settings';

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
