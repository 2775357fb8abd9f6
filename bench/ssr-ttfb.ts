/**
 * Time to first byte of a server-rendered product page against GET /api/health, under CONNECTIONS (20) concurrent
 * connections: a small node:http client (CONNECTIONS loops, each one request at a time on its own kept-alive
 * connection, as a browser would ask: HTML accepted, gzip/br), SECONDS per phase, medians of RUNS runs, on PGlite
 * and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/zellige_bench_ssr, dropped and
 * created afresh). The server is bench/page-server.ts in a child process (fresh seeded database, built client).
 *
 * Not autocannon: its latency is the time to the whole response, and the product page is streamed. Here TTFB is
 * the time from sending the request to its response headers (the status line and headers are the first bytes the
 * server sends: with a streamed page they leave with the shell); "first body" is the time to the first chunk of
 * the body (for a compressed stream, the first the compressor let go), "full" the time to the last byte.
 * Phases: health; the product page as a new shopper (no cookie); the product page with a session cookie (the
 * cookie GET /api/session sets). Target: product TTFB p50 ≤ 2 × health's.
 * Not a test: `npx tsx bench/ssr-ttfb.ts [--db pglite,postgres] [--connections 20] [--seconds 5] [--runs 3]
 * [--locale fr]`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  type PageServerMessage,
  ensureClientBuild,
  forkServer,
  median,
  printTable,
  recreatePostgresDatabase,
  stopServer,
  waitForQuietMachine,
} from './lib';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    locale: { type: 'string', default: 'fr' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_ssr';
const TARGET_RATIO = 2;
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': `${values.locale},en;q=0.5`,
};

interface Figures {
  rps: number;
  /** ms */
  ttfbP50: number;
  ttfbP99: number;
  bodyP50: number;
  fullP50: number;
  fullP99: number;
  /** Failed requests and answers other than 200. */
  errors: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;

/** CONNECTIONS loops asking for `path` for SECONDS; the times of every answer. */
async function load(port: number, path: string, cookie?: string): Promise<Figures> {
  // Requests still running from the phase before end first.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = cookie ? { ...HEADERS, cookie } : HEADERS;
  const ttfb: number[] = [];
  const body: number[] = [];
  const full: number[] = [];
  let errors = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        const headersAt = performance.now();
        let firstAt = NaN;
        response.on('data', () => {
          if (Number.isNaN(firstAt)) firstAt = performance.now();
        });
        response.once('end', () => {
          if (response.statusCode !== 200) errors++;
          else {
            ttfb.push(headersAt - start);
            body.push((Number.isNaN(firstAt) ? performance.now() : firstAt) - start);
            full.push(performance.now() - start);
          }
          resolve();
        });
        response.once('error', () => (errors++, resolve()));
      });
      request.once('error', () => (errors++, resolve()));
    });
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  for (const xs of [ttfb, body, full]) xs.sort((a, b) => a - b);
  return {
    rps: full.length / elapsed,
    ttfbP50: percentile(ttfb, 0.5),
    ttfbP99: percentile(ttfb, 0.99),
    bodyP50: percentile(body, 0.5),
    fullP50: percentile(full, 0.5),
    fullP99: percentile(full, 0.99),
    errors,
  };
}

/** A session of a shopper: the cookie GET /api/session sets. */
async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/session`);
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  if (!cookies.length) throw new Error('GET /api/session set no cookie');
  return cookies.join('; ');
}

const PHASES = ['health', 'product', 'product, session'] as const;
type Phase = (typeof PHASES)[number];

if (!ensureClientBuild()) console.log('no built client: the product page answers 404, counted as errors');
for (const kind of values.db.split(',')) {
  if (kind === 'postgres') await recreatePostgresDatabase(PG_URL);
  const { child, ready } = await forkServer<PageServerMessage>(
    'bench/page-server.ts',
    kind === 'postgres' ? { BENCH_DB_URL: PG_URL } : {},
  );
  const base = `http://127.0.0.1:${ready.port}`;
  const product = `/${values.locale}/product/${ready.showcase.product}/`;
  try {
    const cookie = await sessionCookie(base);
    // One request each first: no run pays for the server's first answer.
    for (const path of ['/api/health', product]) {
      const response = await fetch(base + path, { headers: HEADERS });
      const size = (await response.arrayBuffer()).byteLength;
      console.log(`${kind}: GET ${path} → ${response.status}, ${response.headers.get('content-type')}, ${size} B`);
    }
    await waitForQuietMachine(kind);
    const runs: Array<Record<Phase, Figures>> = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = {} as Record<Phase, Figures>;
      figures.health = await load(ready.port, '/api/health');
      figures.product = await load(ready.port, product);
      figures['product, session'] = await load(ready.port, product, cookie);
      runs.push(figures);
      const line = (p: Phase) => `${p} TTFB p50 ${figures[p].ttfbP50.toFixed(1)} ms`;
      console.log(`${kind} run ${run + 1}: ${PHASES.map(line).join('; ')}`);
    }
    const m = (phase: Phase, pick: (f: Figures) => number) => median(runs.map((r) => pick(r[phase])));
    const ratio = (phase: Phase) => median(runs.map((r) => r[phase].ttfbP50 / r.health.ttfbP50));
    console.log(
      `\n## ${kind}: medians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each (product: ${product})`,
    );
    const ms = (phase: Phase, pick: (f: Figures) => number) => m(phase, pick).toFixed(1);
    printTable(
      ['phase', 'req/s', 'TTFB p50 ms', 'TTFB p99 ms', 'first body p50', 'full p50', 'full p99', 'errors', '÷health'],
      PHASES.map((p) => [
        p,
        m(p, (f) => f.rps).toFixed(0),
        ms(p, (f) => f.ttfbP50),
        ms(p, (f) => f.ttfbP99),
        ms(p, (f) => f.bodyP50),
        ms(p, (f) => f.fullP50),
        ms(p, (f) => f.fullP99),
        m(p, (f) => f.errors).toFixed(0),
        ratio(p).toFixed(2),
      ]),
    );
    for (const phase of ['product', 'product, session'] as const) {
      const errors = m(phase, (f) => f.errors);
      const met = ratio(phase) <= TARGET_RATIO && errors === 0 ? 'met' : 'NOT met';
      const note = errors ? ` (${errors} failed or non-200 answers a run)` : '';
      console.log(`target ${phase}: TTFB p50 ÷ health ${ratio(phase).toFixed(2)} ≤ ${TARGET_RATIO}: ${met}${note}`);
    }
  } finally {
    await stopServer(child);
  }
}
