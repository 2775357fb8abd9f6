/**
 * Cart write throughput over HTTP: N shoppers (sessions), each with one request in flight, alternately adding a
 * product and setting a line's quantity, for a few seconds; then the same with all N writing to ONE cart (every
 * write waits for the cart row's lock). Each figure is given as a ratio to GET /api/health measured in the same run
 * with the same concurrency, and the medians of several runs are reported, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zellige_bench_cart, dropped and created afresh).
 * Not a test: `npx tsx bench/cart-throughput.ts [--db pglite,postgres] [--sessions 8] [--seconds 4] [--runs 5]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { type DbHandle, openDatabase, queryRows } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/index';
import { median, recreatePostgresDatabase } from './lib';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    sessions: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
  },
});
const KINDS = values.db.split(',');
const SESSIONS = Number(values.sessions);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_cart';

interface Shopper {
  cookie: string;
  csrfToken: string;
}

async function newShopper(base: string): Promise<Shopper> {
  const response = await fetch(`${base}/api/session`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
}

/** Runs `clients` loops of one request at a time for SECONDS; returns requests per second and the median latency. */
async function drive(
  clients: number,
  request: (client: number, i: number) => Promise<Response>,
): Promise<{ rps: number; p50: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const start = performance.now();
        const response = await request(c, i);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { rps: latencies.length / SECONDS, p50: median(latencies) };
}

/** Alternately adds one of the shopper's products and sets that line's quantity (1–5), as a shopper in a drawer would. */
function cartWrite(base: string, shoppers: Shopper[], products: number[]) {
  return (client: number, i: number) => {
    const shopper = shoppers[client % shoppers.length]!;
    const product = products[(client + Math.floor(i / 2)) % products.length]!;
    const headers = { cookie: shopper.cookie, 'x-csrf-token': shopper.csrfToken, 'content-type': 'application/json' };
    if (i % 2 === 0) {
      return fetch(`${base}/api/cart/items?locale=en`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: product, quantity: 1 }),
      });
    }
    return fetch(`${base}/api/cart/items/${product}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ quantity: 1 + (i % 5) }),
    });
  };
}

async function openBench(kind: string): Promise<{ handle: DbHandle; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'zellige-bench-cart-'));
    return {
      handle: await openDatabase({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  await recreatePostgresDatabase(PG_URL);
  return { handle: await openDatabase({ url: PG_URL, poolSize: SESSIONS + 2 }), cleanup: async () => undefined };
}

for (const kind of KINDS) {
  const { handle, cleanup } = await openBench(kind);
  try {
    await runMigrations(handle);
    await seedDemo(handle.db, { imageCacheDir: 'data/image-cache' });
    // Simple products a shopper can add any number of (no managed stock, not sold individually).
    const rows = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where type = 'simple' and stock_status = 'instock' and stock_quantity is null and purchasable and not sold_individually order by id limit 16`,
    );
    const products = rows.map((r) => r.id);
    const app = await buildApp({
      db: handle,
      config: { clientDir: null, rateLimit: false, sessionPurgeIntervalMs: 0, priceRefreshIntervalMs: 0 },
    });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const figures: Record<'health' | 'separate' | 'shared' | 'separateP50' | 'sharedP50', number[]> = {
        health: [],
        separate: [],
        shared: [],
        separateP50: [],
        sharedP50: [],
      };
      for (let run = 0; run < RUNS; run++) {
        const shoppers = await Promise.all(Array.from({ length: SESSIONS }, () => newShopper(base)));
        const one = [await newShopper(base)];
        figures.health.push((await drive(SESSIONS, () => fetch(`${base}/api/health`))).rps);
        const separate = await drive(SESSIONS, cartWrite(base, shoppers, products));
        const shared = await drive(SESSIONS, cartWrite(base, one, products));
        figures.separate.push(separate.rps);
        figures.separateP50.push(separate.p50);
        figures.shared.push(shared.rps);
        figures.sharedP50.push(shared.p50);
        console.log(
          `${kind} run ${run + 1}: health ${figures.health.at(-1)!.toFixed(0)} req/s; writes, ${SESSIONS} carts ${separate.rps.toFixed(0)}/s ` +
            `(p50 ${separate.p50.toFixed(1)} ms); one cart ${shared.rps.toFixed(0)}/s (p50 ${shared.p50.toFixed(1)} ms)`,
        );
      }
      const ratio = (xs: number[]) => median(xs.map((x, i) => x / figures.health[i]!)) * 100;
      console.log(
        `\n## ${kind}: medians of ${RUNS} runs, ${SESSIONS} concurrent clients, ${SECONDS} s each\n` +
          `health            ${median(figures.health).toFixed(0)} req/s\n` +
          `cart writes, ${SESSIONS} carts   ${median(figures.separate).toFixed(0)} /s = ${ratio(figures.separate).toFixed(1)} % of health (p50 ${median(figures.separateP50).toFixed(1)} ms)\n` +
          `cart writes, 1 cart    ${median(figures.shared).toFixed(0)} /s = ${ratio(figures.shared).toFixed(1)} % of health (p50 ${median(figures.sharedP50).toFixed(1)} ms)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}
