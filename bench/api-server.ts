/**
 * The server bench/api-throughput.ts measures, in a process of its own so that the load generator does not share
 * its event loop. Opens a fresh database (PGlite in a temporary folder, or the PostgreSQL database named by
 * BENCH_DB_URL), migrates and seeds it (the demo shop, grown to BENCH_PRODUCTS synthetic products when set),
 * listens on 127.0.0.1 and tells its parent the port. Between phases the parent asks, over IPC, for the event
 * loop's delay (how long the loop was blocked) and utilisation since the last ask.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { PerformanceObserver, createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { refreshProductPrices } from '../server/db/prices';
import { seedDemo } from '../server/db/seed/index';
import { seedSynthetic } from '../server/db/seed/synthetic';
import { ensureSearchWords } from '../server/modules/search/repository';

export interface LoopReport {
  /** Event-loop delay in ms: how long a timer waited behind synchronous work. */
  p50: number;
  p99: number;
  max: number;
  /** Share of the time the loop was busy (0–1). */
  utilisation: number;
  /** PGlite only: how long one statement held the loop (its WASM runs synchronously), p99 and max in ms. */
  statementP99: number | null;
  statementMax: number | null;
  /** Longest garbage collection pause, ms. */
  gcMax: number;
}

export type ServerMessage = { type: 'ready'; port: number } | { type: 'loop'; loop: LoopReport };

const url = process.env.BENCH_DB_URL;
const products = Number(process.env.BENCH_PRODUCTS ?? 0);
const cacheMs = process.env.BENCH_CACHE_MS === undefined ? undefined : Number(process.env.BENCH_CACHE_MS);
const dir = url ? null : mkdtempSync(join(tmpdir(), 'zellige-bench-api-'));
const handle = await openDatabase(url ? { url } : { dataDir: dir! });
await runMigrations(handle);
await seedDemo(handle.db, { imageCacheDir: 'data/image-cache' });
if (products > 0) await seedSynthetic(handle.db, products, { imageCacheDir: 'data/image-cache' });
await refreshProductPrices(handle.db);
await ensureSearchWords(handle.db);
// As autovacuum would do on a live shop.
await handle.db.execute(handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);

const app = await buildApp({
  db: handle,
  config: {
    clientDir: null,
    rateLimit: false,
    sessionPurgeIntervalMs: 0,
    ...(cacheMs === undefined ? {} : { listingCacheMs: cacheMs }),
  },
});
await app.listen({ port: 0, host: '127.0.0.1' });

// PGlite runs each protocol exchange synchronously in execProtocolRawSync: timing it times the loop held.
const statements = createHistogram();
if (handle.driver.kind === 'pglite') {
  const client = handle.driver.client;
  const exec = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message: Uint8Array) => {
    const start = process.hrtime.bigint();
    try {
      return exec(message);
    } finally {
      statements.record(process.hrtime.bigint() - start || 1n);
    }
  };
}
let gcMax = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
}).observe({ entryTypes: ['gc'] });

// 1 ms resolution: the histogram records each sample's lateness, so a 40 ms block shows as a ~40 ms sample.
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
let since = performance.eventLoopUtilization();
const ms = (ns: number) => ns / 1e6;

process.on('message', (message: { type: string }) => {
  if (message.type === 'loop') {
    const used = performance.eventLoopUtilization(since);
    const loop: LoopReport = {
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
      utilisation: used.utilization,
      statementP99: statements.count ? ms(statements.percentile(99)) : null,
      statementMax: statements.count ? ms(statements.max) : null,
      gcMax,
    };
    delay.reset();
    statements.reset();
    gcMax = 0;
    since = performance.eventLoopUtilization();
    process.send!({ type: 'loop', loop } satisfies ServerMessage);
  } else if (message.type === 'stop') {
    void (async () => {
      await app.close();
      await handle.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    })();
  }
});
process.send!({ type: 'ready', port: (app.server.address() as AddressInfo).port } satisfies ServerMessage);
