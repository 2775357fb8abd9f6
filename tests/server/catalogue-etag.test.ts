import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingPage } from '../../server/modules/listing/schemas';
import { buildTestApp, startSession } from './support/app';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

const LISTING = '/api/catalogue/listing?locale=en&category=handmade-mugs&orderby=price';

/** The JSON of a response, whatever its Content-Encoding. */
function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text =
    encoding === 'br'
      ? brotliDecompressSync(raw).toString()
      : encoding === 'gzip'
        ? gunzipSync(raw).toString()
        : raw.toString();
  return JSON.parse(text);
}

describe.each(databases)('catalogue answers tagged and kept on %s', (kind) => {
  const t = testServer(kind);
  /** The same database, with answers kept (t.app keeps none). */
  let kept: FastifyInstance;
  beforeAll(async () => {
    kept = await buildTestApp(t.db.handle, { listingCacheMs: 60_000 });
  });
  afterAll(async () => kept?.close());

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('answers If-None-Match with a bodiless 304 on every catalogue and settings GET, kept or not', async () => {
    const product = (await get(t.app, LISTING)).json<ListingPage>().items[0]!;
    const urls = [
      LISTING,
      '/api/catalogue/search?locale=fr&s=tajine',
      '/api/catalogue/categories?locale=ar',
      '/api/catalogue/home?locale=en',
      `/api/catalogue/products/${product.slug}?locale=en`,
      '/api/settings',
    ];
    for (const app of [t.app, kept]) {
      for (const url of urls) {
        const first = await get(app, url);
        expect(first.statusCode, url).toBe(200);
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^W\/"[\w-]{22}"$/);
        expect(first.headers['cache-control'], url).toBe('public, no-cache');
        expect(String(first.headers.vary), url).toMatch(/accept-encoding/i);

        const again = await get(app, url, { 'if-none-match': etag });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers['cache-control'], url).toBe('public, no-cache');
        // One of several tags, the strong form of the same tag, and '*' match too (weak comparison, RFC 9110).
        for (const header of [`W/"other", ${etag}`, etag.slice(2), '*'])
          expect((await get(app, url, { 'if-none-match': header })).statusCode, `${url} ${header}`).toBe(304);
        const stale = await get(app, url, { 'if-none-match': 'W/"someoneelse000000000"' });
        expect(stale.statusCode, url).toBe(200);
        expect(stale.body, url).toBe(first.body);
      }
    }
    // The same content has the same tag whether it was kept or read afresh.
    expect((await get(kept, LISTING)).headers.etag).toBe((await get(t.app, LISTING)).headers.etag);
  });

  it('keeps each address apart: pages, orders, filters, searches and locales each get their own answer', async () => {
    const urls = [
      LISTING,
      `${LISTING}&page=2`,
      '/api/catalogue/listing?locale=en&category=handmade-mugs&orderby=price-desc',
      '/api/catalogue/listing?locale=en&category=handmade-mugs&orderby=price&per_page=5',
      '/api/catalogue/listing?locale=en&category=handmade-mugs&orderby=price&min_price=100',
      '/api/catalogue/listing?locale=en&category=bowls&orderby=price',
      '/api/catalogue/listing?locale=fr&category=handmade-mugs&orderby=price',
      '/api/catalogue/listing?locale=ar&category=handmade-mugs&orderby=price',
      '/api/catalogue/listing?locale=en&s=mug',
      '/api/catalogue/search?locale=en&s=mug',
      '/api/catalogue/search?locale=en&s=mug&limit=2',
      '/api/catalogue/search?locale=en&s=lantern',
      '/api/catalogue/search?locale=fr&s=lanterne',
      '/api/catalogue/categories?locale=fr',
      '/api/catalogue/categories?locale=en',
    ];
    // Twice: the second pass is all kept answers, each still the one its own address is read to.
    for (let pass = 0; pass < 2; pass++) {
      for (const url of urls) expect(decoded(await get(kept, url)), url).toEqual(decoded(await get(t.app, url)));
    }
    const tags = await Promise.all(urls.map(async (url) => (await get(kept, url)).headers.etag));
    expect(new Set(tags).size).toBe(urls.length);
    // The English tag means nothing for the French listing.
    const en = (await get(kept, LISTING)).headers.etag as string;
    const fr = await get(kept, LISTING.replace('locale=en', 'locale=fr'), { 'if-none-match': en });
    expect(fr.statusCode).toBe(200);
    expect(decoded(fr)).toMatchObject({ category: { name: 'Mugs artisanaux' } });
    // A parameter the listing does not read shares the answer.
    expect((await get(kept, `${LISTING}&utm_source=mail`)).headers.etag).toBe(en);
  });

  it('sends kept bytes only in an encoding the client accepts', async () => {
    const plain = decoded(await get(t.app, LISTING));
    const cases: Array<[Record<string, string>, string | undefined]> = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0, gzip;q=0.5' }, 'gzip'],
      [{ 'accept-encoding': '*' }, 'br'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [{}, undefined],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined],
    ];
    // In this order and then reversed: what one client was sent never decides what the next one gets.
    for (const [headers, encoding] of [...cases, ...[...cases].reverse()]) {
      const response = await get(kept, LISTING, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response)).toEqual(plain);
    }
  });

  it('is the same for every shopper: no session is read or started, nothing of one shopper reaches another', async () => {
    const shopper = await startSession(kept);
    const urls = [LISTING, '/api/catalogue/search?locale=en&s=tagine', '/api/catalogue/categories?locale=en'];
    for (const url of urls) {
      const withSession = await get(kept, url, { cookie: shopper.cookie });
      const anonymous = await get(kept, url);
      for (const response of [withSession, anonymous]) {
        expect(response.headers['set-cookie'], url).toBeUndefined();
        expect(String(response.headers.vary), url).not.toMatch(/cookie/i);
      }
      expect(anonymous.body, url).toBe(withSession.body);
      expect(anonymous.body, url).not.toContain(shopper.csrfToken);
    }
  });
});
