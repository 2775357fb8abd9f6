/**
 * How fast `npm run import` takes a large WooCommerce export: 10 000 rows (simple, variable with four variations
 * each, grouped and external products, pictures from a pool of 20 addresses on a local server) into the seeded shop,
 * on PGlite on disk (as `npm start` runs) and on PostgreSQL. Each database: the first import (everything created,
 * pictures fetched and rendered), the same file again (nothing changes), and the file with one price in ten changed.
 * Not a test: `npx tsx bench/import.ts [--rows 10000]`
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zellige_bench_import, recreated).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';
import { importWooCommerce } from '../server/import/run';
import { largeExport } from '../tests/support/fixtures/woocommerce/large';
import { startImageServer } from '../tests/support/image-server';
import { printTable, recreatePostgresDatabase } from './lib';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);
const PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_import';

const images = await startImageServer(20);
const csv = largeExport({ rows, uploads: `${images.origin}/uploads/` });
const table: string[][] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  const dir = kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'zellige-import-')) : undefined;
  if (kind === 'postgres') await recreatePostgresDatabase(PG);
  const handle = await openDatabase(kind === 'pglite' ? { dataDir: dir! } : { url: PG });
  try {
    await runMigrations(handle);
    await seedDemo(handle.db, { imageCacheDir: 'data/image-cache' });
    for (const [what, file] of [
      ['first import', csv],
      ['same file again', csv],
      ['one price in ten changed', largeExport({ rows, uploads: `${images.origin}/uploads/`, changeEvery: 10 })],
    ] as const) {
      const report = await importWooCommerce(handle.db, file);
      const { created, updated, unchanged } = report.products;
      table.push([
        kind,
        what,
        String(report.rows),
        `${created} / ${updated} / ${unchanged}`,
        String(report.refused.length),
        `${(report.ms / 1000).toFixed(1)} s`,
        String(Math.round(report.rows / (report.ms / 1000))),
      ]);
      console.error(`${kind}: ${what} done in ${report.ms} ms`);
    }
  } finally {
    await handle.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
await images.close();
printTable(['database', 'import', 'rows', 'created / updated / unchanged', 'refused', 'time', 'rows/s'], table);
