import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/index';
import { TEST_IMAGE_CACHE, TEMPLATES_KEY, type Templates, type TemplateVariant } from './template-names';

const VARIANTS: TemplateVariant[] = ['empty', 'seeded'];

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Global setup of the server tests: each kind of database is migrated (and seeded) once per run, through the code
 * the server runs; every test file then starts from a copy of it, as fresh as one it had built itself. A PGlite
 * copy loads a dump of the template's data directory; a PostgreSQL copy is `create database … template`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'zellige-test-templates-'));
  const templates: Templates = { pglite: {}, postgres: {} };
  const dropped: string[] = [];
  for (const variant of VARIANTS) {
    const handle = await openDatabase({ url: 'memory://' });
    await runMigrations(handle);
    if (variant === 'seeded') await seedDemo(handle.db, { imageCacheDir: TEST_IMAGE_CACHE });
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.driver.client.dumpDataDir('none');
    const file = join(folder, `${variant}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    templates.pglite[variant] = file;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    for (const variant of VARIANTS) {
      const name = `zellige_template_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(adminUrl, (client) => client.query(`create database ${name}`));
      dropped.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
      await runMigrations(handle);
      if (variant === 'seeded') await seedDemo(handle.db, { imageCacheDir: TEST_IMAGE_CACHE });
      await handle.close();
      templates.postgres[variant] = name;
    }
  }
  project.provide(TEMPLATES_KEY, templates);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) {
      for (const name of dropped) {
        await admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      }
    }
  };
}
