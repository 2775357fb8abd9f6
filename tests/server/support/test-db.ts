import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { type SeedOptions, seedDemo } from '../../../server/db/seed/index';

export type TestDbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databases: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Rendered pictures are deterministic, so test runs share them on disk: seeding then costs only the inserts. The
 * seed code path is otherwise the one the server runs.
 */
export const TEST_IMAGE_CACHE = join(tmpdir(), 'zellige-test-seed-images');

export interface TestDatabase {
  kind: TestDbKind;
  handle: DbHandle;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  // A database of its own per test file: runs are isolated, even when several people test against one server.
  const name = `zellige_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface OpenTestDatabaseOptions extends SeedOptions {
  /** false: migrated but empty. */
  seed?: boolean;
}

/** A fresh, migrated (and by default seeded with the full demo catalogue) database for one test file. */
export async function openTestDatabase(kind: TestDbKind, options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  let handle: DbHandle;
  let drop = async () => undefined as void;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    handle = await openDatabase({ url: created.url, poolSize: 4 });
  } else {
    handle = await openDatabase({ url: 'memory://' });
  }
  await runMigrations(handle);
  if (options.seed !== false) await seedDemo(handle.db, { imageCacheDir: TEST_IMAGE_CACHE, ...options });
  return {
    kind,
    handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
