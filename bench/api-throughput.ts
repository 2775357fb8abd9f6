/**
 * Catalogue reads under many shoppers: autocannon with 50 connections (by default) against a server in a child
 * process (bench/api-server.ts, a fresh seeded database), in one run: GET /api/health, listing pages (category pages
 * with facets, several pages and sorts), live searches (several queries), then the same listing and search with a
 * realistic mix of distinct addresses (thousands of filter combinations, every prefix a shopper types: mostly cache
 * misses), and listing revalidations (If-None-Match → 304). Reports requests/s, p50/p99 latency, the ratios to
 * health, and how long the server's event loop was blocked (delay p99/max, utilisation) during each phase; medians
 * of several runs, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/zellige_bench_api, dropped and created afresh).
 * Not a test: `npx tsx bench/api-throughput.ts [--db pglite,postgres] [--connections 50] [--seconds 5] [--runs 3]
 * [--products 0] [--cache-ms 30000]` (--cache-ms 0 measures without the response cache).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { LoopReport, ServerMessage } from './api-server';
import { median, recreatePostgresDatabase } from './lib';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite,postgres' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '0' },
    'cache-ms': { type: 'string' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const RUNS = Number(values.runs);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zellige_bench_api';
// What a browser sends: responses are compressed as they would be for a shopper.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const CATEGORIES = ['ceramics', 'handmade-mugs', 'bowls', 'tagines', 'rugs-textiles', 'leather', 'lanterns'];
const ORDERS = ['menu_order', 'price', 'popularity', 'date', 'price-desc', 'rating'];
const WORDS = ['tagine', 'lantern', 'mug', 'rug', 'bracelet', 'cushion', 'brass lantern', 'blue mug'];

interface Figures {
  rps: number;
  /** Share of the requests that asked for an address for the first time: a mix's addresses are not warmed. */
  fresh: number | null;
  p50: number;
  p99: number;
  errors: number;
  loop: LoopReport;
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = fork('bench/api-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    child.once('message', (m: ServerMessage) => {
      if (m.type === 'ready') resolve({ child, base: `http://127.0.0.1:${m.port}` });
    });
  });
}

/** The server's event-loop figures since the last ask. */
function loopReport(child: ChildProcess): Promise<LoopReport> {
  return new Promise((resolve) => {
    const on = (m: ServerMessage) => {
      if (m.type !== 'loop') return;
      child.off('message', on);
      resolve(m.loop);
    };
    child.on('message', on);
    child.send({ type: 'loop' });
  });
}

/** CONNECTIONS connections for SECONDS, taking the addresses in turn (one shared cursor), with optional headers each. */
async function load(
  child: ChildProcess,
  base: string,
  paths: string[],
  headers?: (path: string) => Record<string, string>,
  cold = false,
): Promise<Figures> {
  // Requests still queued from the phase before finish first, so that they are not counted in this one.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await loopReport(child);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next++ % paths.length]!;
          return { ...request, path, headers: { ...HEADERS, ...headers?.(path) } };
        },
      },
    ],
  });
  const loop = await loopReport(child);
  const expected = headers ? 304 : 200;
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const wrong = Object.entries(codes).reduce((n, [code, s]) => n + (Number(code) === expected ? 0 : s.count), 0);
  return {
    rps: result.requests.total / SECONDS,
    fresh: cold ? Math.min(paths.length, result.requests.total) / result.requests.total : null,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
    loop,
  };
}

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};

/** Category pages over several sorts and every page each has (at most 3). */
async function listingPaths(base: string): Promise<string[]> {
  const paths: string[] = [];
  for (const category of CATEGORIES) {
    const first = await json<{ pageCount: number }>(`${base}/api/catalogue/listing?locale=en&category=${category}`);
    for (const order of ORDERS.slice(0, 3))
      for (let page = 1; page <= Math.min(3, first.pageCount); page++)
        paths.push(`/api/catalogue/listing?locale=en&category=${category}&orderby=${order}&page=${page}`);
  }
  return paths;
}

const searchPaths = () =>
  ['en', 'fr'].flatMap((locale) =>
    WORDS.map((w) => `/api/catalogue/search?locale=${locale}&s=${encodeURIComponent(w)}`),
  );

const shuffle = <T>(xs: T[]): T[] => {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
};

/** Distinct listings a crowd would ask for: every category, sort, price band and colour, in three locales. */
function listingMix(): string[] {
  const bands = ['', '&max_price=100', '&min_price=100&max_price=300', '&min_price=300', '&min_price=50&max_price=150'];
  const colours = ['', '&filter_colour=terracotta', '&filter_colour=majorelle-blue'];
  const categories = [...CATEGORIES, 'plates', 'rugs', 'bags', 'babouches', 'jewellery', 'cushions-poufs'];
  return shuffle(
    ['en', 'fr', 'ar'].flatMap((locale) =>
      categories.flatMap((c) =>
        ORDERS.flatMap((o) =>
          bands.flatMap((b) =>
            colours.map((f) => `/api/catalogue/listing?locale=${locale}&category=${c}&orderby=${o}${b}${f}`),
          ),
        ),
      ),
    ),
  );
}

/**
 * What shoppers type: every prefix (3 letters and more) of the words of the products' names, per locale, in the
 * whole shop and in one of two categories (the popup's category select).
 */
async function searchMix(base: string): Promise<string[]> {
  const paths = new Set<string>();
  let n = 0;
  for (const locale of ['en', 'fr', 'ar']) {
    const page = await json<{ items: Array<{ name: string }> }>(
      `${base}/api/catalogue/listing?locale=${locale}&per_page=100`,
    );
    for (const { name } of page.items)
      for (const word of name.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u))
        for (let length = 3; length <= word.length; length++) {
          const path = `/api/catalogue/search?locale=${locale}&s=${encodeURIComponent(word.slice(0, length))}`;
          paths.add(path);
          for (const category of [CATEGORIES[n++ % CATEGORIES.length], CATEGORIES[n++ % CATEGORIES.length]])
            paths.add(`${path}&category=${category}`);
        }
  }
  return shuffle([...paths]);
}

const PHASES = ['health', 'listing', 'search', 'listing, mix', 'search, mix', 'listing, 304'] as const;
type Phase = (typeof PHASES)[number];

for (const kind of values.db.split(',')) {
  if (kind === 'postgres') await recreatePostgresDatabase(PG_URL);
  const { child, base } = await startServer({
    ...(kind === 'postgres' ? { BENCH_DB_URL: PG_URL } : {}),
    BENCH_PRODUCTS: values.products,
    ...(values['cache-ms'] === undefined ? {} : { BENCH_CACHE_MS: values['cache-ms'] }),
  });
  try {
    const listing = await listingPaths(base);
    const search = searchPaths();
    const [mixListing, mixSearch] = [listingMix(), await searchMix(base)];
    const etags = new Map<string, string>();
    for (const path of [...listing, ...search]) {
      const response = await fetch(base + path, { headers: HEADERS });
      await response.arrayBuffer();
      etags.set(path, response.headers.get('etag') ?? '');
    }
    const runs: Array<Record<Phase, Figures>> = [];
    for (let run = 0; run < RUNS; run++) {
      const figures = {} as Record<Phase, Figures>;
      figures.health = await load(child, base, ['/api/health']);
      figures.listing = await load(child, base, listing);
      figures.search = await load(child, base, search);
      // Each run takes its own share of a mix's addresses: unseen by the runs before.
      const share = <T>(xs: T[]) => xs.slice((run * xs.length) / RUNS, ((run + 1) * xs.length) / RUNS);
      figures['listing, mix'] = await load(child, base, share(mixListing), undefined, true);
      figures['search, mix'] = await load(child, base, share(mixSearch), undefined, true);
      figures['listing, 304'] = etags.get(listing[0]!)
        ? await load(child, base, listing, (path) => ({ 'if-none-match': etags.get(path)! }))
        : figures.listing;
      runs.push(figures);
      const line = (p: Phase) => `${p} ${figures[p].rps.toFixed(0)}/s p99 ${figures[p].p99} ms`;
      console.log(`${kind} run ${run + 1}: ${PHASES.map(line).join('; ')}`);
    }
    const m = (phase: Phase, pick: (f: Figures) => number) => median(runs.map((r) => pick(r[phase])));
    console.log(
      `\n## ${kind}: medians of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each ` +
        `(${listing.length} listing, ${search.length} search addresses; mixes of ${mixListing.length} and ${mixSearch.length})`,
    );
    const columns: Array<[string, number, (phase: Phase) => string]> = [
      ['req/s', 6, (p) => m(p, (f) => f.rps).toFixed(0)],
      ['÷health', 7, (p) => median(runs.map((r) => r[p].rps / r.health.rps)).toFixed(2)],
      ['p50 ms', 6, (p) => m(p, (f) => f.p50).toFixed(0)],
      ['p99 ms', 6, (p) => m(p, (f) => f.p99).toFixed(0)],
      ['errors', 6, (p) => m(p, (f) => f.errors).toFixed(0)],
      ['first asks', 10, (p) => (runs[0]![p].fresh === null ? '–' : `${(m(p, (f) => f.fresh!) * 100).toFixed(0)} %`)],
      [
        'loop delay p99/max ms',
        21,
        (p) => `${m(p, (f) => f.loop.p99).toFixed(1)}/${m(p, (f) => f.loop.max).toFixed(1)}`,
      ],
      ['busy', 5, (p) => `${(m(p, (f) => f.loop.utilisation) * 100).toFixed(0)} %`],
      ['loop ms/req', 11, (p) => m(p, (f) => (f.loop.utilisation * 1000) / f.rps).toFixed(2)],
      ['PGlite stmt p99/max ms', 22, (p) => statement(p)],
      ['GC max ms', 9, (p) => m(p, (f) => f.loop.gcMax).toFixed(1)],
    ];
    /** Median p99 and max of one PGlite statement's hold on the loop; '–' when the phase ran none. */
    function statement(p: Phase): string {
      if (runs.every((r) => r[p].loop.statementMax === null)) return '–';
      const p99 = m(p, (f) => f.loop.statementP99 ?? 0);
      return `${p99.toFixed(2)}/${m(p, (f) => f.loop.statementMax ?? 0).toFixed(1)}`;
    }
    console.log(['phase'.padEnd(13), ...columns.map(([name, width]) => name.padStart(width))].join('  '));
    for (const phase of PHASES)
      console.log([phase.padEnd(13), ...columns.map(([, width, cell]) => cell(phase).padStart(width))].join('  '));
    // The targets: listing ≥ 0.25 and search ≥ 0.10 of health, p99 ≤ 500 ms.
    for (const [phase, least] of [
      ['listing', 0.25],
      ['search', 0.1],
      ['listing, mix', 0.25],
      ['search, mix', 0.1],
    ] as const) {
      const ratio = median(runs.map((r) => r[phase].rps / r.health.rps));
      const p99 = m(phase, (f) => f.p99);
      const met = ratio >= least && p99 <= 500 ? 'met' : 'NOT met';
      console.log(`target ${phase}: ÷health ${ratio.toFixed(2)} ≥ ${least}, p99 ${p99} ≤ 500 ms: ${met}`);
    }
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
