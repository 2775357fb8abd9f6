import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMMON_PROBLEMS, problems } from '../../http/schemas';
import { HealthSchema } from './schemas';
import { health } from './service';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: HealthSchema,
          ...COMMON_PROBLEMS,
          ...problems(503),
        },
      },
    },
    async () => health(app.db, app.dbKind, app.log),
  );
};
