import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbKind } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { pingDatabase } from './repository';

/** Healthy when the database answers; otherwise a 503, with the cause in the log. */
export async function health(
  db: Db,
  kind: DbKind,
  log: FastifyBaseLogger,
): Promise<{ status: 'ok'; database: DbKind }> {
  try {
    await pingDatabase(db);
  } catch (err) {
    log.error({ err }, 'health check: database unreachable');
    throw new HttpProblem(503, 'database_unavailable', 'The database does not answer.');
  }
  return { status: 'ok' as const, database: kind };
}
