import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../vite-plugins/csp-nonce';
import { sql } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../../server/config';
import { queryRows } from '../../server/db/client';
import { buildTestApp, setCookies } from './support/app';
import { rendererFixture } from './support/page-renderer';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

/**
 * A stand-in for the built renderer (dist/server/server-entry.js) with its interface: it calls the API in-process
 * as the real one does, fails on request, and shows what the server does with what it returns.
 */
const ENTRY = `
import { PassThrough } from 'node:stream';
export const ready = Promise.resolve();
export async function renderPage({ url, fetch, nonce, origin }) {
  if (url.includes('boom')) throw new Error('database went away at /secret/path.ts:12');
  if (url.includes('catalogue')) await fetch('http://shop.test/api/catalogue/categories?locale=fr');
  const session = await (await fetch('http://shop.test/api/session')).json();
  const body = new PassThrough();
  body.end('<main><h1>rendered</h1></main>');
  return {
    status: url.includes('missing') ? 404 : 200,
    redirect: url.includes('old') ? '/fr/new/' : null,
    locale: url.startsWith('/ar') ? 'ar' : 'fr',
    head: '<title>Rendered</title><link rel="canonical" href="' + origin + url + '">',
    timing: { dataMs: 1.54, shellMs: 2.5 },
    modules: ['src/page.tsx'],
    body,
    data: () => '<script type="application/json" id="zellige-data">' + JSON.stringify({ token: session.csrfToken }) + '</script>',
  };
}
export function errorPage(pathname, nonce, kind = 'failed') {
  return { locale: 'fr', html: '<!doctype html><html lang="fr"><head><style nonce="' + nonce + '"></style></head><body><h1>' + kind + '</h1><a href="' + pathname + '">Réessayer</a></body></html>' };
}
`;

describe.each(databases)('server-rendered pages on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  let clientDir: string;

  beforeAll(async () => {
    ({ root, clientDir } = rendererFixture(ENTRY));
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle, { clientDir, publicUrl: 'http://shop.test:8080' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('streams the page inside #root with its head, data, status, a fresh nonce, and its code after the page', async () => {
    const response = await app.inject({ url: '/ar/anything/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html).toContain(`nonce="${nonce}"`);
    // The template's title gives way to the page's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Rendered</title>');
    // Nothing in the head competes with the first paint: the scripts and the route's chunks are requested by a
    // loader at the end of the body, which carries the nonce.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    const loader =
      /<script nonce="([^"]+)">\(function\(m,p\)[^<]*\)\("\/assets\/app\.js",(\[[^\]]*\])\)<\/script><\/body>/.exec(
        html,
      );
    expect(loader?.[1]).toBe(nonce);
    expect(JSON.parse(loader![2]!)).toEqual(['/assets/page-1.js', '/assets/shared-2.js']);
    expect(html).toMatch(
      /<div id="root"><main><h1>rendered<\/h1><\/main><\/div><script type="application\/json" id="zellige-data">/,
    );
    expect(response.headers['server-timing']).toBe('data;dur=1.5, shell;dur=2.5');
  });

  it("starts the worker that loads the page's locale data from the head, with the nonce", async () => {
    const response = await app.inject({ url: '/ar/anything/' });
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(`<script nonce="${nonce}">try{new Worker("/assets/warm-intl-3.js#ar")}catch(e){}</script>`);
  });

  it("gives a new visitor the session the page's API calls created, and reuses a known one", async () => {
    const first = await app.inject({ url: '/fr/' });
    const cookies = setCookies(first);
    expect(cookies.some((cookie) => cookie.startsWith('zsid='))).toBe(true);
    const token = /"token":"([^"]+)"/.exec(first.body)![1];
    const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    const again = await app.inject({ url: '/fr/', headers: { cookie } });
    expect(setCookies(again).filter((line) => !line.includes('Max-Age=0'))).toEqual([]);
    expect(/"token":"([^"]+)"/.exec(again.body)![1]).toBe(token);
  });

  it('answers the status the page chose, and redirects what it redirects', async () => {
    expect((await app.inject({ url: '/fr/missing/' })).statusCode).toBe(404);
    const moved = await app.inject({ url: '/fr/old/' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/fr/new/');
  });

  it('sends the error page, never a stack trace, when rendering fails', async () => {
    const response = await app.inject({ url: '/fr/boom/' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<a href="/fr/boom/">Réessayer</a>');
    expect(response.body).not.toContain('secret');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1]!;
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });

  it('builds absolute addresses from the shop’s public address, never from the Host header', async () => {
    const response = await app.inject({ url: '/fr/anything/', headers: { host: 'evil.example' } });
    expect(response.body).toContain('<link rel="canonical" href="http://shop.test:8080/fr/anything/">');
    expect(response.body).not.toContain('evil.example');
  });

  it('sends a path a URL parser would read as another host to the shop’s own path', async () => {
    // (A backslash cannot be sent through app.inject, which parses the URL first: the journeys send it raw.)
    for (const [url, own] of [
      ['//evil.example/fr/', '/evil.example/fr/'],
      ['///x/?q=1', '/x/?q=1'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(own);
    }
  });

  it('stores no session for a thousand cookieless page views', async () => {
    const count = async () =>
      Number((await queryRows<{ n: number }>(db.handle.db, sql`select count(*)::int as n from sessions`))[0]!.n);
    const before = await count();
    for (let i = 0; i < 1000; i++) expect((await app.inject({ url: '/fr/' })).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('limits pages per address with a page of their own, and never counts a page’s API calls as API requests', async () => {
    const limited = await buildTestApp(db.handle, {
      clientDir,
      publicUrl: 'http://shop.test:8080',
      rateLimit: {
        ...DEFAULT_RATE_LIMITS,
        global: { max: 3, timeWindow: 60_000 },
        pages: { max: 6, timeWindow: 60_000 },
      },
    });
    try {
      // Each page makes two API calls in-process: twelve, four times the API's limit, and every page renders.
      for (let i = 0; i < 6; i++) {
        const page = await limited.inject({ url: '/fr/catalogue/', remoteAddress: '203.0.113.9' });
        expect(page.statusCode, `page ${i + 1}`).toBe(200);
      }
      const busy = await limited.inject({ url: '/ar/catalogue/', remoteAddress: '203.0.113.9' });
      expect(busy.statusCode).toBe(429);
      expect(busy.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
      expect(busy.body).toContain('<h1>busy</h1>');
      expect(busy.body).toContain('<a href="/ar/catalogue/">');
      // Another address is served; the API's own limit is untouched by the pages.
      expect((await limited.inject({ url: '/fr/', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        const api = await limited.inject({ url: '/api/session', remoteAddress: '203.0.113.9' });
        expect(api.statusCode, `API call ${i + 1}`).toBe(200);
      }
      // A client cannot pass for the renderer.
      const forged = await limited.inject({
        url: '/api/session',
        remoteAddress: '203.0.113.9',
        headers: { 'x-zellige-render': 'guess' },
      });
      expect(forged.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
