import fp from 'fastify-plugin';
import type { Db, DbHandle, DbKind } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
    /** The handle's driver, for what only it offers (PGlite's notices). */
    dbHandle: Pick<DbHandle, 'db' | 'driver'>;
  }
}

/** Makes the database available to routes. The caller owns the handle (opens, migrates and closes it). */
export const dbPlugin = fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHandle', { db: handle.db, driver: handle.driver });
  },
  { name: 'zellige-db' },
);
