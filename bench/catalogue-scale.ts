/**
 * Catalogue at scale: seeds 10 000 then 100 000 products (seedSynthetic) on PGlite (a temporary folder) and on
 * PostgreSQL (a database of its own, BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zellige_bench,
 * dropped and created afresh), then reports:
 *  - in the database, p50/p99 of a plain listing page, a listing filtered by category + attribute + price, the
 *    facet counts, a search and a search in a category (each: the queries the endpoint runs, product cards
 *    included);
 *  - over HTTP, requests/s of /api/catalogue/listing and /api/catalogue/search as a ratio to /api/health.
 * Not a test: `npx tsx bench/catalogue-scale.ts [--sizes 10000,100000] [--db pglite,postgres] [--seconds 5] [--reuse]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { parseListingParams } from '@domain/listing';
import { buildApp } from '../server/app';
import { type DbHandle, openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedSynthetic } from '../server/db/seed/synthetic';
import { loadCatalogueMeta, subtreeIds } from '../server/modules/listing/repository/meta';
import { countAndIds } from '../server/modules/listing/repository/page';
import { buildQuery } from '../server/modules/listing/service';
import { listingFacets } from '../server/modules/listing/repository/facets';
import { productCards } from '../server/modules/listing/repository/cards';
import { recreatePostgresDatabase } from './lib';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    db: { type: 'string', default: 'pglite,postgres' },
    seconds: { type: 'string', default: '5' },
    // PostgreSQL only: measure the bench database as it is (already seeded to the size asked) instead of afresh.
    reuse: { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const KINDS = values.db.split(',');
const HTTP_SECONDS = Number(values.seconds);
const ITERATIONS = 200;
const WARMUP = 20;
const CONCURRENCY = 8;
const IMAGE_CACHE = 'data/image-cache';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench';

const CATEGORIES = ['handmade-mugs', 'bowls', 'plates', 'tagines', 'rugs', 'bags', 'lanterns', 'jewellery'];
const WORDS = ['tagine', 'lantern', 'mug', 'rug', 'bracelet', 'cushion', 'brass lantern', 'blue mug'];
/** Searches in a category (the search popup's category select): half of them find nothing there. */
const SCOPED: Array<[string, string]> = [
  ['mug', 'handmade-mugs'],
  ['lantern', 'handmade-mugs'],
  ['rug', 'rugs'],
  ['rug', 'lanterns'],
  ['bracelet', 'jewellery'],
  ['tagine', 'jewellery'],
  ['blue', 'bowls'],
  ['blue', 'bags'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(
  name: string,
  run: (i: number) => Promise<unknown>,
): Promise<{ name: string; p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function databaseFigures(handle: DbHandle) {
  const db = handle.db;
  const meta = await loadCatalogueMeta(db, 'en');
  const query = async (params: Record<string, string>, category?: string) => {
    const { filters } = parseListingParams(params);
    const ids = category ? subtreeIds(meta, meta.categoryBySlug.get(category)!.id) : null;
    return { q: await buildQuery(db, 'en', meta, filters, ids), filters };
  };
  const page = async (
    params: Record<string, string>,
    category: string | undefined,
    pageNo: number,
    relevance = false,
  ) => {
    const { q, filters } = await query(params, category);
    const { ids } = await countAndIds(db, q, relevance ? 'relevance' : filters.orderby, 12, (pageNo - 1) * 12);
    return productCards(db, ids, 'en');
  };
  return [
    await measure('plain listing page', (i) => page({}, undefined, 1 + (i % 5))),
    await measure('filtered listing (category + colour + price)', (i) =>
      page(
        { filter_colour: i % 2 ? 'majorelle-blue' : 'terracotta', min_price: '50', max_price: '400' },
        CATEGORIES[i % CATEGORIES.length],
        1,
      ),
    ),
    await measure('facet counts (category listing)', async (i) => {
      const { q } = await query({}, CATEGORIES[i % CATEGORIES.length]);
      return listingFacets(db, q, meta);
    }),
    await measure('search (relevance, first page)', (i) => page({ s: WORDS[i % WORDS.length]! }, undefined, 1, true)),
    await measure('search in a category', (i) =>
      page({ s: SCOPED[i % SCOPED.length]![0] }, SCOPED[i % SCOPED.length]![1], 1, true),
    ),
    await measure('filtered listing, totals from the listing cache', async (i) => {
      const { q, filters } = await query(
        { filter_colour: i % 2 ? 'majorelle-blue' : 'terracotta', min_price: '50', max_price: '400' },
        CATEGORIES[i % CATEGORIES.length],
      );
      const { ids } = await countAndIds(db, q, filters.orderby, 12, 0, 60_000);
      return productCards(db, ids, 'en');
    }),
  ];
}

async function throughput(base: string, paths: string[]): Promise<number> {
  let done = 0;
  const deadline = Date.now() + HTTP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, c) => {
      for (let i = c; Date.now() < deadline; i += CONCURRENCY) {
        const response = await fetch(base + paths[i % paths.length]);
        if (!response.ok) throw new Error(`${paths[i % paths.length]}: ${response.status}`);
        await response.arrayBuffer();
        done++;
      }
    }),
  );
  return done / HTTP_SECONDS;
}

async function httpFigures(handle: DbHandle) {
  const app = await buildApp({
    db: handle,
    config: { clientDir: null, rateLimit: false, sessionPurgeIntervalMs: 0, priceRefreshIntervalMs: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  try {
    const health = await throughput(base, ['/health']);
    const listing = await throughput(
      base,
      CATEGORIES.map((c) => `/catalogue/listing?locale=en&category=${c}`),
    );
    const search = await throughput(
      base,
      WORDS.map((w) => `/catalogue/search?locale=en&s=${encodeURIComponent(w)}`),
    );
    return { health, listing, search };
  } finally {
    await app.close();
  }
}

async function openBench(kind: string): Promise<{ handle: DbHandle; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'zellige-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (values.reuse)
    return { handle: await openDatabase({ url: PG_URL, poolSize: CONCURRENCY + 2 }), cleanup: async () => undefined };
  await recreatePostgresDatabase(PG_URL);
  return { handle: await openDatabase({ url: PG_URL, poolSize: CONCURRENCY + 2 }), cleanup: async () => undefined };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
for (const kind of KINDS) {
  const { handle, cleanup } = await openBench(kind);
  try {
    await runMigrations(handle);
    for (const size of SIZES) {
      const seeded = await seedSynthetic(handle.db, size, { imageCacheDir: IMAGE_CACHE });
      // As autovacuum would do on a live shop: the bulk inserts and the price refresh leave the visibility map unset.
      await handle.db.execute(handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
      console.log(`\n## ${kind}, ${size} products (seeded ${seeded.added} in ${(seeded.ms / 1000).toFixed(1)} s)`);
      for (const r of await databaseFigures(handle))
        console.log(`${r.name.padEnd(48)} p50 ${fmt(r.p50).padStart(10)}  p99 ${fmt(r.p99).padStart(10)}`);
      const http = await httpFigures(handle);
      console.log(
        `HTTP (${CONCURRENCY} clients, ${HTTP_SECONDS} s each): health ${http.health.toFixed(0)} req/s; ` +
          `listing ${http.listing.toFixed(0)} req/s (${((http.listing / http.health) * 100).toFixed(1)} % of health); ` +
          `search ${http.search.toFixed(0)} req/s (${((http.search / http.health) * 100).toFixed(1)} % of health)`,
      );
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}
