/**
 * Place-order throughput over HTTP: N clients, each with one request in flight, placing orders for shoppers whose
 * carts were filled beforehand (one managed-stock product, delivered to Casablanca, cash on delivery): each order
 * re-prices the cart, takes stock, writes the order and its lines, queues its e-mail and empties the cart in one
 * transaction. Given as a ratio to GET /api/health measured in the same run with the same concurrency; medians of
 * several runs, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/zellige_bench_checkout, dropped and created afresh).
 * Not a test: `npx tsx bench/checkout-throughput.ts [--db pglite,postgres] [--clients 8] [--seconds 4] [--runs 5]`.
 */
import { randomUUID } from 'node:crypto';
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
import { BENCH_BILLING, median, recreatePostgresDatabase } from './lib';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '4' },
    runs: { type: 'string', default: '5' },
    prepared: { type: 'string', default: '1500' },
  },
});
const KINDS = values.db.split(',');
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PREPARED = Number(values.prepared);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_checkout';

interface Buyer {
  cookie: string;
  csrfToken: string;
}

/** A new visitor with the product in the cart and the destination set. */
async function readyBuyer(base: string, product: number): Promise<Buyer> {
  const response = await fetch(`${base}/api/session`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const buyer = { cookie, csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken };
  const headers = { cookie, 'x-csrf-token': buyer.csrfToken, 'content-type': 'application/json' };
  const add = await fetch(`${base}/api/cart/items?locale=fr`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ productId: product, quantity: 1 }),
  });
  const put = await fetch(`${base}/api/checkout?locale=fr`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' }),
  });
  if (!add.ok || !put.ok) throw new Error(`setup: ${add.status} ${put.status}`);
  await put.arrayBuffer();
  return buyer;
}

/** Runs `clients` loops of one request at a time for SECONDS; returns requests per second and the median latency. */
async function drive(clients: number, request: () => Promise<Response> | null): Promise<{ rps: number; p50: number }> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        const pending = request();
        if (!pending) throw new Error('ran out of prepared carts: raise --prepared');
        const response = await pending;
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { rps: latencies.length / SECONDS, p50: median(latencies) };
}

async function openBench(kind: string): Promise<{ handle: DbHandle; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'zellige-bench-checkout-'));
    return {
      handle: await openDatabase({ dataDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  await recreatePostgresDatabase(PG_URL);
  return { handle: await openDatabase({ url: PG_URL, poolSize: CLIENTS + 2 }), cleanup: async () => undefined };
}

for (const kind of KINDS) {
  const { handle, cleanup } = await openBench(kind);
  try {
    await runMigrations(handle);
    await seedDemo(handle.db, { imageCacheDir: 'data/image-cache' });
    const [row] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where type = 'simple' and stock_status = 'instock' and purchasable and not sold_individually order by id limit 1`,
    );
    // Managed stock, plenty of it: every order takes one.
    await handle.db.execute(sql`update products set stock_quantity = 10000000 where id = ${row!.id}`);
    const app = await buildApp({
      db: handle,
      config: {
        clientDir: null,
        rateLimit: false,
        sessionPurgeIntervalMs: 0,
        priceRefreshIntervalMs: 0,
        mailPollMs: 0,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const health: number[] = [];
      const orders: number[] = [];
      const p50s: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const buyers: Buyer[] = [];
        for (let i = 0; i < PREPARED; i += 50) {
          buyers.push(...(await Promise.all(Array.from({ length: 50 }, () => readyBuyer(base, row!.id)))));
        }
        const first = await fetch(`${base}/api/checkout?locale=fr`, { headers: { cookie: buyers[0]!.cookie } });
        const total = ((await first.json()) as { cart: { totals: { total: number } } }).cart.totals.total;
        health.push((await drive(CLIENTS, () => fetch(`${base}/api/health`))).rps);
        let next = 0;
        const placed = await drive(CLIENTS, () => {
          const buyer = buyers[next++];
          if (!buyer) return null;
          return fetch(`${base}/api/checkout/orders?locale=fr`, {
            method: 'POST',
            headers: {
              cookie: buyer.cookie,
              'x-csrf-token': buyer.csrfToken,
              'idempotency-key': randomUUID().replaceAll('-', ''),
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              billing: BENCH_BILLING,
              shipToDifferentAddress: false,
              paymentMethod: 'cod',
              expectedTotal: total,
            }),
          });
        });
        orders.push(placed.rps);
        p50s.push(placed.p50);
        console.log(
          `${kind} run ${run + 1}: health ${health.at(-1)!.toFixed(0)} req/s; orders ${placed.rps.toFixed(0)}/s (p50 ${placed.p50.toFixed(1)} ms)`,
        );
      }
      const ratio = median(orders.map((x, i) => x / health[i]!)) * 100;
      console.log(
        `\n## ${kind}: medians of ${RUNS} runs, ${CLIENTS} concurrent clients, ${SECONDS} s each\n` +
          `health        ${median(health).toFixed(0)} req/s\n` +
          `place order   ${median(orders).toFixed(0)} /s = ${ratio.toFixed(1)} % of health (p50 ${median(p50s).toFixed(1)} ms)`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    await cleanup();
  }
}
