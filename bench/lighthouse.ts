/**
 * Lighthouse on the shop's pages, as a phone sees them: Lighthouse 13's defaults (mobile form factor, simulated
 * throttling: slow 4G, 4× CPU slowdown), on the home page, a category listing and a product page in fr and ar, and
 * on a control page (bench/page-server.ts: the product page's picture, name and price as plain HTML, no
 * JavaScript) to compare the product page to. The server is bench/page-server.ts in a child process (a fresh
 * seeded PGlite database, the built client in dist/client). Each page runs LH_RUNS times (3) after the machine has
 * quietened (1-minute load average below the core count); each figure is the median of its runs. Prints the
 * scores, FCP, LCP, TBT, CLS, bytes transferred (all, and JavaScript), and LCP and FCP as ratios to the control
 * page in the same locale, each marked against its target; writes the figures of every run to
 * bench/results/lighthouse.json (git-ignored; LH_KEEP_REPORTS=1 keeps every full report beside it).
 *
 * Lighthouse 13 needs Node ≥ 22.19: its CLI runs on the Node 22 of the `node@22` npm package, fetched by
 * `npm exec` into npm’s cache (LH_NODE=/path/to/node to use another), as Lighthouse itself is (LH_CLI to use
 * another). Chromium: CHROME_PATH (/usr/bin/chromium).
 * Not a test: `npx tsx bench/lighthouse.ts` with LH_RUNS=3, LH_PAGES=home,listing,product,checkout,order-received,control,
 * my-account,my-account-visitor,wishlist,wishlist-shared,bundle,bought-together,content-artisans,
 * content-custom-order,order-pay, LH_LOCALES=fr,ar.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCT_CASES } from '../tests/support/fixtures/product-cases';
import { OPTIONAL_BUNDLE } from '../server/db/seed/bundle-plans';
import { BOUGHT_TOGETHER_JOURNEYS } from '../server/db/seed/bought-together';
import {
  BENCH_BILLING,
  BENCH_CUSTOMER,
  CONTROL_PATH,
  type PageServerMessage,
  type Showcase,
  ensureClientBuild,
  forkServer,
  median,
  printTable,
  stopServer,
  waitForQuietMachine,
} from './lib';

/** What a page needs of the shop before it is measured: a cart (its session cookie), or an order placed. */
type Prepared = { path?: string; cookie?: string };

/**
 * The pages measured, in every locale of LH_LOCALES. A page needing the built client has `client: true`; `prepare`
 * readies the shop's state for it (checkout: a cart with the simple mug, delivered to Casablanca; order received: an
 * order placed with it, opened by its key).
 */
const PAGES: Array<{
  name: string;
  client: boolean;
  path: (s: Showcase, locale: string) => string;
  prepare?: (base: string, locale: string) => Promise<Prepared>;
}> = [
  { name: 'control', client: false, path: (_, locale) => `${CONTROL_PATH}${locale}/` },
  { name: 'home', client: true, path: (_, locale) => `/${locale}/` },
  { name: 'listing', client: true, path: (s, locale) => `/${locale}/category/${s.category}/` },
  { name: 'product', client: true, path: (s, locale) => `/${locale}/product/${s.product}/` },
  { name: 'checkout', client: true, path: (_, locale) => `/${locale}/checkout/`, prepare: (b, l) => cartReady(b, l) },
  {
    name: 'order-received',
    client: true,
    path: (_, locale) => `/${locale}/checkout/order-received/`,
    prepare: async (b, l) => ({ path: await placeOrder(b, l, await cartReady(b, l)) }),
  },
  // My Account's orders, signed in with one order placed; and a visitor's My Account (the login dialog opens).
  {
    name: 'my-account',
    client: true,
    path: (_, locale) => `/${locale}/my-account/orders/`,
    prepare: async (b, l) => {
      const customer = await signedIn(b, l);
      await placeOrder(b, l, customer);
      return { cookie: customer.cookie };
    },
  },
  { name: 'my-account-visitor', client: true, path: (_, locale) => `/${locale}/my-account/` },
  // A bundle's page (its form of items) and a product with a 'frequently bought together' block.
  { name: 'bundle', client: true, path: (_, locale) => `/${locale}/product/${OPTIONAL_BUNDLE}/` },
  {
    name: 'bought-together',
    client: true,
    path: (_, locale) => `/${locale}/product/${BOUGHT_TOGETHER_JOURNEYS.simple}/`,
  },
  // Content pages: the artisans' (an image carousel and a gallery) and the custom order's (a product carousel).
  { name: 'content-artisans', client: true, path: (_, locale) => `/${locale}/artisans/` },
  { name: 'content-custom-order', client: true, path: (_, locale) => `/${locale}/custom-order/` },
  // A guest's wishlist with two pieces saved, one with a note; and the same list opened by its share link.
  {
    name: 'wishlist',
    client: true,
    path: (_, locale) => `/${locale}/wishlist/`,
    prepare: (b, l) => wishlistReady(b, l),
  },
  {
    name: 'wishlist-shared',
    client: true,
    path: (_, locale) => `/${locale}/wishlist/`,
    // Another visitor's view: the share link, with its token.
    prepare: async (b, l) => {
      const { key, shareToken } = await wishlistReady(b, l);
      return { path: `/${l}/wishlist/${key}/?token=${shareToken}` };
    },
  },
  // A custom order's deposit just asked for: the page where its pending order is paid, opened by its key.
  { name: 'order-pay', client: true, path: (_, locale) => `/${locale}/`, prepare: (b, l) => customOrderSent(b, l) },
];

/** A new visitor's custom order, sent with a deposit: the pay page's address (with the order's key). */
async function customOrderSent(base: string, locale: string): Promise<Prepared> {
  const session = await fetch(`${base}/api/session`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const form = (await (await fetch(`${base}/api/forms/custom-order?locale=${locale}`)).json()) as { token: string };
  const day = new Date(Date.now() + 10 * 86_400_000);
  while (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  const sent = await fetch(`${base}/api/forms/custom-order/submissions`, {
    method: 'POST',
    headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({
      locale,
      token: form.token,
      values: {
        name: { first: BENCH_BILLING.first_name, last: BENCH_BILLING.last_name },
        email: { primary: BENCH_BILLING.email, secondary: BENCH_BILLING.email },
        address: { address1: BENCH_BILLING.address_1, city: BENCH_BILLING.city, country: 'MA', state: 'MACAS' },
        piece: 'tiles',
        'call-date': day.toISOString().slice(0, 10),
        'call-time': '10:30',
        deposit: { sample: 2, design: 1 },
      },
    }),
  });
  const { order } = (await sent.json()) as { order?: { number: number; key: string } };
  if (!order) throw new Error(`custom order: answered ${sent.status} without an order`);
  return { cookie, path: `/${locale}/checkout/order-pay/${order.number}/?key=${order.key}` };
}

/** A new visitor with two products saved to their wishlist, a note on one: its cookie, the list's key and share token. */
async function wishlistReady(
  base: string,
  locale: string,
): Promise<{ cookie: string; key: string; shareToken: string }> {
  const session = await fetch(`${base}/api/session`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  let key = '';
  let shareToken = '';
  for (const slug of [PRODUCT_CASES.simple, PRODUCT_CASES.variable]) {
    const product = (await (await fetch(`${base}/api/catalogue/products/${slug}?locale=${locale}`)).json()) as {
      id: number;
    };
    const answer = await fetch(`${base}/api/wishlist/items?locale=${locale}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product.id }),
    });
    ({ key, shareToken } = (await answer.json()) as { key: string; shareToken: string });
  }
  return { cookie: `${cookie}; wishlist_key=${key}`, key, shareToken };
}

/** The bench customer signed in, with the simple mug in the cart delivered to Casablanca: the session's cookie. */
async function signedIn(base: string, locale: string): Promise<{ cookie: string; csrfToken: string }> {
  const guest = await cartReady(base, locale);
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { cookie: guest.cookie, 'x-csrf-token': guest.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify({ user_login: BENCH_CUSTOMER.username, password: BENCH_CUSTOMER.password, locale }),
  });
  if (!login.ok) throw new Error(`bench customer: sign-in answered ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const session = (await (await fetch(`${base}/api/session`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { cookie, csrfToken: session.csrfToken };
}

/** A new visitor with the simple mug in the cart, delivered to Casablanca: its cookie. */
async function cartReady(base: string, locale: string): Promise<{ cookie: string; csrfToken: string }> {
  const session = await fetch(`${base}/api/session`);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const product = (await (
    await fetch(`${base}/api/catalogue/products/${PRODUCT_CASES.simple}?locale=${locale}`)
  ).json()) as { id: number };
  const headers = { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' };
  const send = (method: string, path: string, body: unknown) =>
    fetch(`${base}${path}?locale=${locale}`, { method, headers, body: JSON.stringify(body) }).then((r) =>
      r.arrayBuffer(),
    );
  await send('POST', '/api/cart/items', { productId: product.id, quantity: 1 });
  await send('PUT', '/api/checkout', { country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
  return { cookie, csrfToken };
}

/** Places the cart's order (cash on delivery); the order-received address with its key. */
async function placeOrder(base: string, locale: string, buyer: { cookie: string; csrfToken: string }) {
  const checkout = (await (
    await fetch(`${base}/api/checkout?locale=${locale}`, { headers: { cookie: buyer.cookie } })
  ).json()) as { cart: { totals: { total: number } } };
  const placed = await fetch(`${base}/api/checkout/orders?locale=${locale}`, {
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
      expectedTotal: checkout.cart.totals.total,
    }),
  });
  const order = (await placed.json()) as { number: number; key: string };
  return `/${locale}/checkout/order-received/${order.number}/?key=${order.key}`;
}
const CONTROL_OF = 'product';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const LOCALES = (process.env.LH_LOCALES ?? 'fr,ar').split(',');
const ONLY = process.env.LH_PAGES?.split(',');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync';
const OUT = 'bench/results';

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred: everything, and scripts alone. */
  bytes: number;
  jsBytes: number;
}
type Key = keyof Figures | 'lcpRatio' | 'fcpRatio';

/** Each target, against the median figure. */
const TARGETS: Partial<Record<Key, { text: string; met: (value: number) => boolean }>> = {
  performance: { text: '≥ 98', met: (v) => v >= 98 },
  accessibility: { text: '100', met: (v) => v === 100 },
  bestPractices: { text: '100', met: (v) => v === 100 },
  seo: { text: '100', met: (v) => v === 100 },
  fcp: { text: '≤ 1.0 s', met: (v) => v <= 1000 },
  lcp: { text: '≤ 1.5 s', met: (v) => v <= 1500 },
  lcpRatio: { text: '≤ 1.2×', met: (v) => v <= 1.2 },
  tbt: { text: '≤ 50 ms', met: (v) => v <= 50 },
  cls: { text: '≤ 0.01', met: (v) => v <= 0.01 },
};

/** The Lighthouse release the figures are measured with. */
const LIGHTHOUSE = '13.5.0';

/** The Node 22 binary Lighthouse runs on: LH_NODE, or the `node@22` npm package's, checked to be ≥ 22.19. */
function node22(): string {
  const binary =
    process.env.LH_NODE ??
    execFileSync('npm', ['exec', '--yes', '--package=node@22', '--', 'node', '-p', 'process.execPath'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
  const version = execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim();
  const [major, minor] = version.slice(1).split('.').map(Number) as [number, number];
  if (major < 22 || (major === 22 && minor < 19))
    throw new Error(`${binary} is Node ${version}: Lighthouse 13 needs ≥ 22.19`);
  return binary;
}

interface Audit {
  score: number | null;
  numericValue?: number;
  details?: { items?: Array<{ url: string; resourceType?: string; transferSize?: number; statusCode?: number }> };
}
interface Report {
  lighthouseVersion: string;
  environment: { hostUserAgent: string };
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, Audit>;
}

/**
 * Lighthouse's command line: LH_CLI, or the `lighthouse` npm package's, fetched by npm into its cache (it is not among
 * the shop's dependencies: it needs Node ≥ 22.19, the shop runs on 20).
 */
function lighthouseCli(): string {
  if (process.env.LH_CLI) return process.env.LH_CLI;
  const bin = execFileSync(
    'npm',
    ['exec', '--yes', `--package=lighthouse@${LIGHTHOUSE}`, '--', 'which', 'lighthouse'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  ).trim();
  return realpathSync(bin);
}

/** One Lighthouse run of `url` in a fresh Chromium; the full report, read back from the JSON it writes. */
function lighthouse(node: string, cli: string, url: string, file: string, cookie?: string): Promise<Report> {
  const args = [cli, url, '--output=json', `--output-path=${file}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`];
  args.push('--only-categories=performance,accessibility,best-practices,seo');
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const child = spawn(node, args, { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}:\n${stderr.slice(-2000)}`));
      const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      resolve(report);
    }),
  );
}

function figuresOf(report: Report): Figures {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? NaN) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
  };
}

interface PageResult {
  page: string;
  locale: string;
  path: string;
  load: number;
  waitedMs: number;
  quiet: boolean;
  runs: Figures[];
  median: Figures;
  warnings: string[];
}

const hasClient = ensureClientBuild();
const pages = PAGES.filter((p) => (!ONLY || ONLY.includes(p.name)) && (hasClient || !p.client));
const node = node22();
const cli = lighthouseCli();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Lighthouse on Node ${version} (${node}), Chromium ${CHROME_PATH}, ${RUNS} runs a page`);

const { child, ready } = await forkServer<PageServerMessage>('bench/page-server.ts');
const base = `http://127.0.0.1:${ready.port}`;
const scratch = mkdtempSync(join(tmpdir(), 'zellige-lighthouse-'));
const keep = process.env.LH_KEEP_REPORTS === '1' ? join(OUT, 'lighthouse') : null;
if (keep) mkdirSync(keep, { recursive: true });
const results: PageResult[] = [];
let about = { lighthouse: '', chromium: '' };
try {
  console.log(`showcase: category ${ready.showcase.category}, product ${ready.showcase.product}`);
  for (const locale of LOCALES)
    for (const page of pages) {
      const prepared: Prepared = (await page.prepare?.(base, locale)) ?? {};
      const path = prepared.path ?? page.path(ready.showcase, locale);
      // One request first, so that no run pays for the server's first answer (its caches, its compiled queries).
      const warm = await fetch(base + path, prepared.cookie ? { headers: { cookie: prepared.cookie } } : {});
      await warm.arrayBuffer();
      if (!warm.ok) console.log(`${path}: ${warm.status} (measured anyway)`);
      const { load, waitedMs, quiet } = await waitForQuietMachine(`${page.name} ${locale}`);
      const runs: Figures[] = [];
      const warnings = new Set<string>();
      for (let run = 0; run < RUNS; run++) {
        const file = join(keep ?? scratch, `${page.name}-${locale}-${run + 1}.json`);
        const report = await lighthouse(node, cli, base + path, file, prepared.cookie).catch((error: Error) => {
          console.log(`  run ${run + 1} failed: ${error.message}`);
          warnings.add(`a run failed: ${error.message.split('\n')[0]}`);
          return null;
        });
        if (!report) continue;
        about = { lighthouse: report.lighthouseVersion, chromium: report.environment.hostUserAgent };
        report.runWarnings.forEach((w) => warnings.add(w));
        // A failed request (a 404, or one the browser refused: status -1) is a broken page, not a slow one.
        for (const { url, statusCode = 0 } of report.audits['network-requests']?.details?.items ?? [])
          if (statusCode >= 400 || statusCode < 0) warnings.add(`failed request: ${statusCode} ${url}`);
        // What an accessibility, best-practices or SEO score below 100 lost points on (performance: see its metrics).
        for (const [name, { auditRefs }] of Object.entries(report.categories))
          for (const { id, weight } of name === 'performance' ? [] : auditRefs)
            if (weight > 0 && (report.audits[id]?.score ?? 1) < 1) warnings.add(`${name} fails ${id}`);
        runs.push(figuresOf(report));
        const f = runs.at(-1)!;
        console.log(
          `  run ${run + 1}: performance ${f.performance}, LCP ${f.lcp.toFixed(0)} ms, TBT ${f.tbt.toFixed(0)} ms`,
        );
      }
      if (!runs.length) continue;
      const keys = Object.keys(runs[0]!) as Array<keyof Figures>;
      const m = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as Figures;
      results.push({ page: page.name, locale, path, load, waitedMs, quiet, runs, median: m, warnings: [...warnings] });
    }
} finally {
  await stopServer(child);
  rmSync(scratch, { recursive: true, force: true });
}

const controlOf = (locale: string) => results.find((r) => r.page === 'control' && r.locale === locale)?.median;
const ratio = (r: PageResult, key: 'lcp' | 'fcp') => {
  const control = controlOf(r.locale);
  return control && r.page !== 'control' ? r.median[key] / control[key] : NaN;
};
const missed: string[] = [];
/**
 * The figure, with ✓ or ✗ against its target. The LCP ratio's target is the product page's (the control shows what
 * it shows): other pages get their ratio unmarked.
 */
function cell(r: PageResult, key: Key, value: number, text: string): string {
  const target = key === 'lcpRatio' && r.page !== CONTROL_OF ? undefined : TARGETS[key];
  if (!target) return text;
  if (target.met(value)) return `${text} ✓`;
  missed.push(`${r.page} ${r.locale} ${key} ${text} (target ${target.text})`);
  return `${text} ✗`;
}

console.log(`\n## Lighthouse ${about.lighthouse}, mobile (slow 4G, 4× CPU): medians of ${RUNS} runs`);
const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const columns: Array<[string, Key, (r: PageResult) => number, (v: number) => string]> = [
  ['perf', 'performance', (r) => r.median.performance, String],
  ['a11y', 'accessibility', (r) => r.median.accessibility, String],
  ['b-p', 'bestPractices', (r) => r.median.bestPractices, String],
  ['SEO', 'seo', (r) => r.median.seo, String],
  ['FCP', 'fcp', (r) => r.median.fcp, (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', 'lcp', (r) => r.median.lcp, (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'tbt', (r) => r.median.tbt, (v) => `${v.toFixed(0)} ms`],
  ['CLS', 'cls', (r) => r.median.cls, (v) => v.toFixed(3)],
  ['KiB', 'bytes', (r) => r.median.bytes, kib],
  ['JS KiB', 'jsBytes', (r) => r.median.jsBytes, kib],
  ['LCP÷control', 'lcpRatio', (r) => ratio(r, 'lcp'), (v) => `${v.toFixed(2)}×`],
  ['FCP÷control', 'fcpRatio', (r) => ratio(r, 'fcp'), (v) => `${v.toFixed(2)}×`],
];
const rows = results.map((r) => [
  `${r.page} ${r.locale}`,
  ...columns.map(([, key, pick, show]) => {
    const value = pick(r);
    return Number.isNaN(value) ? '–' : cell(r, key, value, show(value));
  }),
  `${r.load.toFixed(2)}${r.quiet ? '' : ' busy'}`,
]);
const targetRow = ['target', ...columns.map(([, key]) => TARGETS[key]?.text ?? ''), ''];
printTable(['page', ...columns.map(([name]) => name), 'load'], [targetRow, ...rows]);
for (const r of results) for (const w of r.warnings) console.log(`warning, ${r.page} ${r.locale}: ${w}`);
console.log(missed.length ? `missed (${missed.length}):\n  ${missed.join('\n  ')}` : 'every target met');

mkdirSync(OUT, { recursive: true });
const summary = { date: new Date().toISOString(), node: version, ...about, runs: RUNS, showcase: ready.showcase };
const body = {
  ...summary,
  pages: results.map((r) => ({ ...r, lcpRatio: ratio(r, 'lcp'), fcpRatio: ratio(r, 'fcp') })),
};
writeFileSync(join(OUT, 'lighthouse.json'), JSON.stringify(body, null, 2));
console.log(`figures of every run: ${join(OUT, 'lighthouse.json')}`);
