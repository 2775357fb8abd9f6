/**
 * The server the page benchmarks (bench/lighthouse.ts, bench/ssr-ttfb.ts) measure, in a process of its own: a fresh
 * database (PGlite in a temporary folder, or the PostgreSQL database BENCH_DB_URL names), migrated and seeded with
 * the demo shop, the app as production builds it (the built client in dist/client), listening on 127.0.0.1.
 * It tells its parent the port and the showcase it picked: the first top-level category and, in it, the first
 * product with a picture.
 *
 * Only here, GET /bench/control/<locale>/ answers a plain HTML page with no JavaScript showing what the product
 * page's first screen shows (the same picture with the same renditions and size, the name in an h1, the price):
 * what the shop's pages are compared to. It is answered before Fastify sees the request (buildApp returns a ready
 * app, which takes no more routes), on the same server, so it shares the origin, the connection and the picture.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LOCALES, type Locale, directionOf } from '@domain/locales';
import { formatPrice } from '@domain/money';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { refreshProductPrices } from '../server/db/prices';
import { seedDemo } from '../server/db/seed/index';
import { ensureSearchWords } from '../server/modules/search/repository';
import { hashPassword } from '../server/modules/account/password';
import { BENCH_CUSTOMER, CONTROL_PATH, type PageServerMessage, type Showcase } from './lib';

interface Picture {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}
interface Detail {
  name: string;
  shortDescription: string[];
  price: { min: number; max: number };
  gallery: Picture[];
}

const url = process.env.BENCH_DB_URL;
const dir = url ? null : mkdtempSync(join(tmpdir(), 'zellige-bench-pages-'));
const handle = await openDatabase(url ? { url } : { dataDir: dir! });
await runMigrations(handle);
await seedDemo(handle.db, { imageCacheDir: 'data/image-cache' });
await refreshProductPrices(handle.db);
await ensureSearchWords(handle.db);
// A confirmed customer the account pages are measured with (bench/lib.ts BENCH_CUSTOMER).
await handle.db.execute(
  sql`insert into customers (username, email, password_hash, display_name, confirmed_at)
      values (${BENCH_CUSTOMER.username}, ${BENCH_CUSTOMER.email}, ${await hashPassword(BENCH_CUSTOMER.password)}, 'Amina', now())`,
);
await handle.db.execute(handle.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`);

// The production configuration (the built client included), less what would disturb a measurement.
// BENCH_PAGE_CACHE_MB: the memory for pages kept for every visitor (0: every page rendered); the app's own default else.
const pageCache = process.env.BENCH_PAGE_CACHE_MB;
const app = await buildApp({
  db: handle,
  config: {
    rateLimit: false,
    sessionPurgeIntervalMs: 0,
    ...(pageCache === undefined ? {} : { pageCacheBytes: Number(pageCache) * 1024 ** 2 }),
  },
});

const api = async <T>(path: string): Promise<T> => {
  const response = await app.inject({ method: 'GET', url: `/api${path}` });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  return response.json<T>();
};

async function pickShowcase(): Promise<Showcase> {
  const tree = await api<Array<{ slug: string; productCount: number }>>('/catalogue/categories?locale=fr');
  for (const { slug, productCount } of tree) {
    if (productCount === 0) continue;
    const listing = await api<{ items: Array<{ slug: string; image: unknown }> }>(
      `/catalogue/listing?locale=fr&category=${slug}`,
    );
    const product = listing.items.find((item) => item.image);
    if (product) return { category: slug, product: product.slug };
  }
  throw new Error('no category has a product with a picture');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The control page in one locale: what the product page's first screen shows, as plain HTML. */
async function controlPage(locale: Locale, slug: string): Promise<string> {
  const product = await api<Detail>(`/catalogue/products/${slug}?locale=${locale}`);
  const picture = product.gallery[0];
  if (!picture) throw new Error(`${slug} has no picture`);
  const { min, max } = product.price;
  const price = min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
  const description = product.shortDescription[0] ?? product.name;
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1d3f8a">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(product.name)} – Zellige</title>
<meta name="description" content="${escape(description)}">
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
main { max-inline-size: 1200px; margin-inline: auto; padding: 16px; }
img { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 1; object-fit: cover; }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 16px 0 8px; }
p { font-size: 1.25rem; margin: 0; }
</style>
</head>
<body>
<main>
<img src="${escape(picture.src)}" srcset="${escape(picture.srcset)}" sizes="${escape(picture.sizes)}" width="${picture.width}" height="${picture.height}" alt="${escape(picture.alt || product.name)}" fetchpriority="high" decoding="async">
<h1>${escape(product.name)}</h1>
<p>${escape(price)}</p>
</main>
</body>
</html>
`;
}

const showcase = await pickShowcase();
const controls = new Map<string, string>();
for (const locale of LOCALES) controls.set(`${CONTROL_PATH}${locale}/`, await controlPage(locale, showcase.product));

// Fastify's own listener answers everything else.
const [fastifyListener] = app.server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
app.server.removeAllListeners('request');
app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
  const html = request.method === 'GET' ? controls.get(request.url?.split('?')[0] ?? '') : undefined;
  if (html === undefined) return fastifyListener!(request, response);
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  response.end(html);
});
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });

process.on('message', (message: { type: string }) => {
  if (message.type !== 'stop') return;
  void (async () => {
    await app.close();
    await handle.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  })();
});
const port = (app.server.address() as AddressInfo).port;
process.send!({ type: 'ready', port, showcase } satisfies PageServerMessage);
