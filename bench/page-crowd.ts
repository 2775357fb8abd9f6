/**
 * Pages under a crowd: autocannon with CONNECTIONS (50) connections, SECONDS per phase, against the page server
 * (bench/page-server.ts: a fresh seeded database, the built client), as visitors arriving from a newsletter would
 * ask (no cookie; HTML accepted, gzip/br). Phases: GET /api/health, then the product, a category listing and the
 * home page. Each server runs twice in one go, side by side: with the page cache (pages drawn once for every
 * visitor and kept until what they show changes) and without it (BENCH_PAGE_CACHE_MB=0: every page rendered).
 * Reports requests/s, p50/p99 latency (to the whole response), timeouts and errors, and each page's rate over
 * health's; medians of RUNS runs, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/zellige_bench_crowd, dropped and created afresh).
 * Targets: kept pages ≥ 200/s, p99 ≤ 100 ms, page/health ≥ 0.1; rendered pages ≥ 30/s.
 * Not a test: `npx tsx bench/page-crowd.ts [--db pglite,postgres] [--connections 50] [--seconds 10] [--runs 3]
 * [--locale fr]`.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    locale: { type: 'string', default: 'fr' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_crowd';
const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
}

async function load(port: number, path: string): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    timeout: 10,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors + result.non2xx,
  };
}

const MODES = [
  { name: 'kept', env: {} },
  { name: 'rendered', env: { BENCH_PAGE_CACHE_MB: '0' } },
] as const;

if (!ensureClientBuild()) throw new Error('the page crowd needs the built client');
for (const kind of values.db.split(',')) {
  const rows: string[][] = [];
  for (const mode of MODES) {
    if (kind === 'postgres') await recreatePostgresDatabase(PG_URL);
    const { child, ready } = await forkServer<PageServerMessage>('bench/page-server.ts', {
      ...mode.env,
      ...(kind === 'postgres' ? { BENCH_DB_URL: PG_URL } : {}),
    });
    const locale = values.locale;
    const pages = {
      product: `/${locale}/product/${ready.showcase.product}/`,
      listing: `/${locale}/category/${ready.showcase.category}/`,
      home: `/${locale}/`,
    };
    try {
      for (const path of ['/api/health', ...Object.values(pages)]) {
        const response = await fetch(`http://127.0.0.1:${ready.port}${path}`, { headers: HEADERS });
        const size = (await response.arrayBuffer()).byteLength;
        console.log(`${kind} ${mode.name}: GET ${path} → ${response.status}, ${size} B`);
      }
      await waitForQuietMachine(`${kind} ${mode.name}`);
      const runs: Array<Record<string, Figures>> = [];
      for (let run = 0; run < RUNS; run++) {
        const figures: Record<string, Figures> = { health: await load(ready.port, '/api/health') };
        for (const [name, path] of Object.entries(pages)) figures[name] = await load(ready.port, path);
        runs.push(figures);
        console.log(
          `${kind} ${mode.name} run ${run + 1}: ` +
            Object.entries(figures)
              .map(([name, f]) => `${name} ${f.rps.toFixed(0)}/s p99 ${f.p99} ms`)
              .join('; '),
        );
      }
      for (const name of ['health', ...Object.keys(pages)]) {
        const m = (pick: (f: Figures) => number) => median(runs.map((r) => pick(r[name]!)));
        rows.push([
          `${name}, ${name === 'health' ? mode.name + ' run' : mode.name}`,
          m((f) => f.rps).toFixed(0),
          m((f) => f.p50).toFixed(0),
          m((f) => f.p99).toFixed(0),
          m((f) => f.timeouts).toFixed(0),
          m((f) => f.errors).toFixed(0),
          median(runs.map((r) => r[name]!.rps / r.health!.rps)).toFixed(3),
        ]);
      }
    } finally {
      await stopServer(child);
    }
  }
  console.log(`\n## ${kind}: medians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each`);
  printTable(['phase', 'req/s', 'p50 ms', 'p99 ms', 'timeouts', 'errors', '÷health'], rows);
}
