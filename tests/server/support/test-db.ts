import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { type SeedOptions, seedDemo } from '../../../server/db/seed/index';
import { TEST_IMAGE_CACHE, TEMPLATES_KEY } from './template-names';

export { TEST_IMAGE_CACHE };

export type TestDbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const databases: TestDbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  kind: TestDbKind;
  handle: DbHandle;
  close(): Promise<void>;
}

async function createPostgresDatabase(
  adminUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  // A database of its own per test file: runs are isolated, even when several people test against one server.
  const name = `zellige_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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

/**
 * A fresh, migrated (and by default seeded with the full demo catalogue) database for one test file: a copy of the
 * run's template when one fits (tests/server/support/templates.ts), else migrated and seeded here.
 */
export async function openTestDatabase(kind: TestDbKind, options: OpenTestDatabaseOptions = {}): Promise<TestDatabase> {
  const { seed = true, ...seedOptions } = options;
  const variant = seed ? 'seeded' : 'empty';
  // A shrunk catalogue (scale) or a seed of its own has no template.
  const template = Object.keys(seedOptions).length ? undefined : inject(TEMPLATES_KEY)?.[kind]?.[variant];
  let handle: DbHandle;
  let drop = async () => undefined as void;
  if (kind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const created = await createPostgresDatabase(adminUrl, template);
    drop = created.drop;
    handle = await openDatabase({ url: created.url, poolSize: 4 });
  } else {
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    handle = await openDatabase({ url: 'memory://', loadDataDir });
  }
  if (!template) {
    await runMigrations(handle);
    if (seed) await seedDemo(handle.db, { imageCacheDir: TEST_IMAGE_CACHE, ...seedOptions });
  }
  return {
    kind,
    handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/**
 * Another connection to the same database, as another instance of the shop or a script would have: a pool of its
 * own on PostgreSQL; on PGlite, which one process holds, the same handle. The caller closes it when it is not.
 */
export async function anotherConnection(handle: DbHandle, poolSize = 4): Promise<DbHandle> {
  if (handle.driver.kind !== 'postgres') return handle;
  const { connectionString } = handle.driver.pool.options as { connectionString: string };
  return openDatabase({ url: connectionString, poolSize });
}
