import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { type CartFixtures, seedCartFixtures } from '../support/cart-fixtures';
import { TEMPLATES_KEY } from '../support/template-names';
import type { TestDbKind } from '../support/test-db';

/** A database of its own for one crash run, on disk (PGlite) or on the PostgreSQL server, and what the server needs. */
export interface CrashDatabase {
  /** The server's environment for it: PGLITE_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** The cart fixtures' ids (the catalogue is those fixtures only, so the server does not seed its demo shop). */
  fx: CartFixtures;
  /** A folder for anything else the run writes (removed with the database). */
  folder: string;
  remove(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Migrated (a copy of the run's empty template when there is one) and seeded with the cart fixtures, then closed. */
async function prepare(handle: DbHandle, migrated: boolean): Promise<CartFixtures> {
  try {
    if (!migrated) await runMigrations(handle);
    return await seedCartFixtures(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A fresh database per run: a new PGlite data directory in a temp folder, or a new PostgreSQL database (dropped by
 * `remove`). Seeded once here; the server's own starts then find it migrated and not empty.
 */
export async function createCrashDatabase(kind: TestDbKind): Promise<CrashDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'zellige-crash-'));
  const template = inject(TEMPLATES_KEY)?.[kind]?.empty;
  try {
    if (kind === 'pglite') {
      const dataDir = join(folder, 'pglite');
      // The template is a dump of a migrated data directory: loading it into the folder saves the migrations.
      if (template) {
        const loader = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(template)]) });
        await loader.waitReady;
        await loader.close();
      }
      const fx = await prepare(await openDatabase({ dataDir }), !!template);
      return {
        env: { PGLITE_DIR: dataDir },
        fx,
        folder,
        remove: async () => rmSync(folder, { recursive: true, force: true }),
      };
    }
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `zellige_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const remove = async () => {
      rmSync(folder, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
    try {
      const fx = await prepare(await openDatabase({ url: url.toString(), poolSize: 2 }), !!template);
      return { env: { DATABASE_URL: url.toString() }, fx, folder, remove };
    } catch (err) {
      await remove();
      throw err;
    }
  } catch (err) {
    rmSync(folder, { recursive: true, force: true });
    throw err;
  }
}
