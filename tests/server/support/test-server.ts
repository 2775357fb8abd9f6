import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { buildTestApp } from './app';
import { type OpenTestDatabaseOptions, type TestDatabase, type TestDbKind, openTestDatabase } from './test-db';

export interface TestServer<F = undefined> {
  db: TestDatabase;
  app: FastifyInstance;
  /** What `prepare` returned. */
  fx: F;
}

export interface TestServerOptions<F> extends OpenTestDatabaseOptions {
  /** Writes a suite's own data before the app starts over the database. */
  prepare?: (db: Db) => Promise<F>;
  /** The app's configuration where the suite needs its own (a clock it moves, say). */
  config?: Partial<AppConfig>;
}

/**
 * A suite's server: a fresh database (the seeded shop unless told otherwise) and the app over it, opened before the
 * suite's tests and closed after them. Read its fields inside tests (the suite's beforeAll sets them).
 */
export function testServer<F = undefined>(
  kind: TestDbKind,
  { prepare, config, ...options }: TestServerOptions<F> = {},
): TestServer<F> {
  const server = {} as TestServer<F>;
  beforeAll(async () => {
    server.db = await openTestDatabase(kind, options);
    if (prepare) server.fx = await prepare(server.db.handle.db);
    server.app = await buildTestApp(server.db.handle, config);
  });
  afterAll(async () => {
    await server.app?.close();
    await server.db?.close();
  });
  return server;
}
