import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { testServer } from './support/test-server';
import { databases } from './support/test-db';

const ORIGIN = 'https://shop.example';
/** Small, so the seeded catalogue (about 160 products, three locales each) fills several files. */
const URLS_PER_FILE = 60;
const LOCALES = ['fr', 'en', 'ar'] as const;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const INDEX =
  '<!doctype html><html lang="fr"><head><title>Zellige</title></head><body><div id="root"></div></body></html>';

/** jsdom's XML parser (a dependency of the unit tests, without type declarations): throws on malformed XML. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (body: string, options: { contentType: string }) => { window: { document: Document } };
};

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  /** hreflang → href. */
  alternates: Record<string, string>;
  file: string;
}

/** Parses as XML (throws on anything malformed) and checks the root element. */
function parseXml(body: string, root: string): Document {
  const document = new JSDOM(body, { contentType: 'application/xml' }).window.document;
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return document;
}

const children = (parent: Element, name: string, ns = SITEMAP_NS) =>
  [...parent.children].filter((child) => child.localName === name && child.namespaceURI === ns);

const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? null;

describe.each(databases)('robots.txt, sitemaps and trailing slashes on %s', (kind) => {
  const clientDir = mkdtempSync(join(tmpdir(), 'zellige-seo-'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  const t = testServer(kind, { config: { clientDir, publicUrl: ORIGIN, sitemapUrlsPerFile: URLS_PER_FILE } });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);

  /** The index's files, then every <url> of every file (each file checked on the way). */
  async function readSitemap(): Promise<{ files: string[]; urls: SitemapUrl[] }> {
    const index = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/max-age=300\b/);
    const files = children(parseXml(index.body, 'sitemapindex').documentElement, 'sitemap').map((s) => text(s, 'loc')!);
    const urls: SitemapUrl[] = [];
    for (const file of files) {
      expect(file.startsWith(`${ORIGIN}/`), file).toBe(true);
      const response = await t.app.inject({ url: file.slice(ORIGIN.length) });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/max-age=300\b/);
      const entries = children(parseXml(response.body, 'urlset').documentElement, 'url');
      expect(entries.length, file).toBeGreaterThan(0);
      expect(entries.length, file).toBeLessThanOrEqual(URLS_PER_FILE);
      for (const entry of entries) {
        const alternates: Record<string, string> = {};
        for (const link of children(entry, 'link', XHTML_NS)) {
          expect(link.getAttribute('rel')).toBe('alternate');
          const hreflang = link.getAttribute('hreflang')!;
          expect(alternates, `${text(entry, 'loc')} names ${hreflang} twice`).not.toHaveProperty(hreflang);
          alternates[hreflang] = link.getAttribute('href')!;
        }
        urls.push({ loc: text(entry, 'loc')!, lastmod: text(entry, 'lastmod'), alternates, file });
      }
    }
    return { files, urls };
  }

  const byLoc = (urls: SitemapUrl[]) => new Map(urls.map((url) => [url.loc, url]));

  /** Every locale's address of a page is listed once, each naming all of them and fr as x-default. */
  function expectPage(urls: Map<string, SitemapUrl>, path: (locale: string) => string, lastmod?: Date) {
    const expected = Object.fromEntries([
      ...LOCALES.map((locale) => [locale, `${ORIGIN}${path(locale)}`]),
      ['x-default', `${ORIGIN}${path('fr')}`],
    ]);
    for (const locale of LOCALES) {
      const url = urls.get(`${ORIGIN}${path(locale)}`);
      expect(url, path(locale)).toBeDefined();
      expect(url!.alternates, path(locale)).toEqual(expected);
      if (lastmod) expect(new Date(url!.lastmod!).getTime(), path(locale)).toBe(lastmod.getTime());
    }
  }

  it('robots.txt keeps crawlers out of the API only and names the sitemap at the configured address', async () => {
    const response = await t.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual(['User-agent: *', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]);
  });

  it('the index lists files of at most the page size, products over several files', async () => {
    const { files, urls } = await readSitemap();
    const [{ n: products } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    const perFile = Math.floor(URLS_PER_FILE / LOCALES.length);
    const productFiles = files.filter((file) => /products/.test(file));
    expect(productFiles).toHaveLength(Math.ceil(Number(products) / perFile));
    expect(productFiles.length).toBeGreaterThan(1);
    expect(files.length).toBeGreaterThan(productFiles.length);
    // No address is listed twice, in one file or across files.
    expect(byLoc(urls).size).toBe(urls.length);
    // A file past the last one, or spelled otherwise, is not found.
    const last = productFiles.at(-1)!.slice(ORIGIN.length);
    const next = last.replace(/(\d+)\.xml$/, (_m, n: string) => `${Number(n) + 1}.xml`);
    for (const url of [next, last.replace(/\d+\.xml$/, '0.xml'), last.replace(/(\d+)\.xml$/, '0$1.xml')]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('lists every product, category and content page in every locale with its alternates, and the home and shop pages', async () => {
    const { urls } = await readSitemap();
    const listed = byLoc(urls);
    const products = await rows<{ slug: string }>(sql`select slug from products`);
    const categories = await rows<{ slug: string }>(sql`select slug from categories`);
    const pages = await rows<{ slug: string; updated_at: string | Date; locales: string[] | string }>(
      sql`select p.slug, p.updated_at, array_agg(t.locale) as locales
          from content_pages p join content_page_texts t on t.page_id = p.id where p.slug <> 'home' group by p.id`,
    );
    expect(products.length).toBeGreaterThan(100);
    expect(categories.length).toBeGreaterThan(0);
    expect(pages.length).toBeGreaterThan(0);

    expectPage(listed, (l) => `/${l}/`);
    expectPage(listed, (l) => `/${l}/shop/`);
    for (const { slug } of categories) expectPage(listed, (l) => `/${l}/category/${slug}/`);
    for (const { slug } of products) expectPage(listed, (l) => `/${l}/product/${slug}/`);
    for (const page of pages) {
      const locales = Array.isArray(page.locales) ? page.locales : page.locales.replace(/[{}]/g, '').split(',');
      // The seeded pages are written in every locale; one written in fewer names only those.
      expect([...locales].sort()).toEqual([...LOCALES].sort());
      expectPage(listed, (l) => `/${l}/${page.slug}/`, new Date(page.updated_at));
    }
    // Nothing else: each listed page is one of the above, in its three locales.
    expect(urls).toHaveLength(3 * (2 + categories.length + products.length + pages.length));
    const productUrls = urls.filter((url) => url.loc.includes('/product/'));
    expect(productUrls.every((url) => url.file.includes('products'))).toBe(true);
  });

  it('lists nothing private: no cart, checkout, account, wishlist, search or order page, no query', async () => {
    const { urls } = await readSitemap();
    const addresses = urls.flatMap((url) => [url.loc, ...Object.values(url.alternates)]);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect(address.startsWith(`${ORIGIN}/`), address).toBe(true);
      const path = address.slice(ORIGIN.length);
      expect(path, address).toMatch(/^\/(fr|en|ar)\/([^?#]*\/)?$/);
      expect(path, address).not.toMatch(/\/(cart|checkout|my-account|wishlist|order-received|order-pay)\//);
      expect(path, address).not.toMatch(/[?&]s=/);
      // The home page's content is the home page, never a page of its own.
      expect(path, address).not.toMatch(/^\/(fr|en|ar)\/home\/$/);
    }
  });

  it('follows the catalogue on the next request: a product taken out of the shop or renamed', async () => {
    const [gone, renamed] = await rows<{ id: number; slug: string }>(
      sql`select id, slug from products order by id desc limit 2`,
    );
    const before = byLoc((await readSitemap()).urls);
    expect(before.has(`${ORIGIN}/en/product/${gone!.slug}/`)).toBe(true);
    expect(before.has(`${ORIGIN}/ar/product/${renamed!.slug}/`)).toBe(true);

    await rows(sql`delete from products where id = ${gone!.id}`);
    await rows(sql`update products set slug = ${`${renamed!.slug}-new`} where id = ${renamed!.id}`);

    const after = (await readSitemap()).urls;
    const locs = after.flatMap((url) => [url.loc, ...Object.values(url.alternates)]);
    for (const locale of LOCALES) {
      expect(locs).not.toContain(`${ORIGIN}/${locale}/product/${gone!.slug}/`);
      expect(locs).not.toContain(`${ORIGIN}/${locale}/product/${renamed!.slug}/`);
    }
    expectPage(byLoc(after), (l) => `/${l}/product/${renamed!.slug}-new/`);
    expect(after.length).toBe(before.size - 3);
  });

  it('answers a page address without its trailing slash with a 301 to it, the query kept', async () => {
    for (const [url, location] of [
      ['/fr/shop', '/fr/shop/'],
      ['/fr/shop?orderby=price', '/fr/shop/?orderby=price'],
      ['/fr', '/fr/'],
      [
        '/ar/category/handmade-mugs/page/2?filter_colour=blue&s=x',
        '/ar/category/handmade-mugs/page/2/?filter_colour=blue&s=x',
      ],
      ['/en/product/some-mug', '/en/product/some-mug/'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    expect((await t.app.inject({ url: '/fr/shop/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/fr/shop/?orderby=price' })).statusCode).toBe(200);
  });

  it('never redirects the API, files with an extension, or what is not a page', async () => {
    const settings = await t.app.inject({ url: '/api/settings' });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['content-type']).toMatch(/^application\/json/);
    const missing = await t.app.inject({ url: '/api/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    for (const url of ['/robots.txt', '/sitemap.xml']) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    for (const url of ['/assets/app-000.js', '/media/nothing.webp', '/fr/logo.png', '/fr/feed.xml', '/nothing/here']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).not.toBe(301);
      expect(response.headers.location, url).toBeUndefined();
    }
  });
});
