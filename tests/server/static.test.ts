import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../../vite-plugins/csp-nonce';
import { buildTestApp } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

const INDEX = `<!doctype html><html lang="fr"><head><title>Zellige</title><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script type="module" src="/assets/app-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script></head><body><div id="root"></div></body></html>`;
const BUNDLE = `export const big = ${JSON.stringify('zellige '.repeat(2000))};\n`;

describe.each(databases)('client, locales and HTTP caching on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'zellige-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), BUNDLE);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle, { clientDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const redirect = async (headers: Record<string, string>, url = '/') => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(302);
    return response.headers.location;
  };

  it('redirects / to the stored locale, then Accept-Language (q-values), then fr', async () => {
    expect(await redirect({})).toBe('/fr/');
    expect(await redirect({ 'accept-language': 'en-US,en;q=0.9' })).toBe('/en/');
    expect(await redirect({ 'accept-language': 'fr;q=0.3, de, ar-MA;q=0.8, en;q=0.5' })).toBe('/ar/');
    expect(await redirect({ 'accept-language': 'de-DE, es;q=0.8' })).toBe('/fr/');
    expect(await redirect({ 'accept-language': 'en', cookie: 'locale=ar' })).toBe('/ar/');
    expect(await redirect({ 'accept-language': 'en', cookie: 'locale=xx' })).toBe('/en/');
    // Campaign parameters survive the redirect (order attribution reads them).
    expect(await redirect({}, '/?utm_source=news&utm_medium=email')).toBe('/fr/?utm_source=news&utm_medium=email');
  });

  it('serves index.html for every locale path, with <html lang dir> set and never stored', async () => {
    for (const [url, lang, dir] of [
      ['/fr/', 'fr', 'ltr'],
      ['/en/', 'en', 'ltr'],
      ['/ar/category/handmade-mugs/page/4/', 'ar', 'rtl'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown non-API path with index.html and a 404 status', async () => {
    for (const url of ['/de/', '/nothing/here', '/product']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<html lang="fr" dir="ltr">');
    }
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
    const media = await app.inject({ url: '/media' });
    expect(media.statusCode).toBe(404);
    expect(media.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const missing = await app.inject({ url: '/assets/gone-000.js' });
    expect(missing.statusCode).toBe(404);
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('never serves a source map, though the build keeps them', async () => {
    const map = await app.inject({ url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('src/main.tsx');
  });

  it('compresses text with brotli when accepted, gzip otherwise', async () => {
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const api = await app.inject({ url: '/api/settings', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString())).toHaveProperty('priceFormat');
    const plain = await app.inject({ url: '/api/settings' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('applies the CSP to HTML pages, with a fresh nonce for styles and streamed scripts written into each page', async () => {
    const nonces: Array<string | undefined> = [];
    for (const url of ['/fr/', '/fr/', '/ar/nowhere/']) {
      const response = await app.inject({ url });
      const directives = String(response.headers['content-security-policy']).split(';');
      const nonce = directives.find((d) => d.startsWith('style-src '))?.match(/^style-src 'self' 'nonce-(.+)'$/)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives.find((d) => d.startsWith('script-src '))).toBe(`script-src 'self' 'nonce-${nonce}'`);
      // Only attributes may be inline without the nonce (server-rendered MUI positions a slider's thumbs so).
      expect(directives).toContain("style-src-attr 'unsafe-inline'");
      expect(directives.find((d) => d.startsWith('script-src-attr '))).toBe("script-src-attr 'none'");
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(response.body).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(response.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });
});
