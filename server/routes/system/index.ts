import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { queryRows } from '../../db/client';
import { sql } from 'drizzle-orm';
import { HttpProblem } from '../../http/problems';
import { COMMON_PROBLEMS, problems } from '../../schemas/common';

export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Enum(['pglite', 'postgres']) }),
          ...COMMON_PROBLEMS,
          ...problems(503),
        },
      },
    },
    async () => {
      try {
        await queryRows(app.db, sql`select 1 as ok`);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        throw new HttpProblem(503, 'database_unavailable', 'The database does not answer.');
      }
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};
