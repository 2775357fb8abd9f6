import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle the app uses; the same type for both drivers so repositories do not care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** The underlying client, for the few things Drizzle does not wrap (migrations, multi-statement SQL). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
  close(): Promise<void>;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

export interface OpenOptions {
  /** postgres:// or postgresql:// → node-postgres; 'memory://' → in-memory PGlite; undefined → PGlite on disk. */
  url?: string | undefined;
  /** An in-memory PGlite starts from this dump of a data directory (`dumpDataDir`): tests copy a seeded template. */
  loadDataDir?: Blob | undefined;
  /** PGlite data directory when no URL is given. */
  dataDir?: string;
  /** node-postgres pool size. */
  poolSize?: number;
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  const { url } = options;
  if (isPostgresUrl(url)) {
    // JIT compiles a plan once it looks costly (a count over 100 000 products does): ~5 ms spent to save less on
    // the short queries of a shop.
    const pool = new pg.Pool({ connectionString: url!, max: options.poolSize ?? 10, options: '-c jit=off' });
    // An idle client that errors (database restarted) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', driver: { kind: 'postgres', pool }, close: () => pool.end() };
  }
  if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL scheme: ${url.split(':')[0]}`);
  // Search needs unaccent and pg_trgm (migration 0001 creates them); PGlite only has the extensions it is given.
  const extensions = { pg_trgm, unaccent };
  let client: PGlite;
  if (url === 'memory://') {
    client = new PGlite({ extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  } else {
    const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
    mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', driver: { kind: 'pglite', client }, close: () => client.close() };
}

/** Runs raw SQL and returns its rows, whichever driver is behind `db`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
