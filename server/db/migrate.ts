import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle, Schema } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every instance: serialises migrate + first seed when several servers start together.
const SETUP_LOCK_KEY = 7_302_146;

/**
 * Runs `fn` while holding a database-wide lock, so that several instances starting on one PostgreSQL do not migrate
 * or seed at the same time. PGlite is single-process, so no lock is needed there.
 */
export async function withSetupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.driver.kind !== 'postgres') return fn();
  const client = await handle.driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Applies the drizzle-kit migrations with the migrator of the driver in use: the same SQL on both. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, config);
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  }
}

/** Checks the connection; used by the health route. */
export async function ping(handle: Pick<DbHandle, 'db'>): Promise<void> {
  await handle.db.execute(sql`select 1`);
}
