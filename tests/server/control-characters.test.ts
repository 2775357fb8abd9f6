import { describe, expect, it } from 'vitest';
import { problemOf, shopper, snapshot } from './support/cart-client';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

/** A NUL byte cannot be stored in PostgreSQL text: every client text refuses control characters at the schema. */
describe.each(databases)('control characters in client text on %s', (kind) => {
  const t = cartTestServer(kind);

  it.each([
    ['/api/catalogue/listing?locale=en&s=%00', 'query.s'],
    ['/api/catalogue/listing?locale=en&s=tagine%1B', 'query.s'],
    ['/api/catalogue/listing?locale=en&category=%00', 'query.category'],
    ['/api/catalogue/search?locale=en&s=ta%00gine', 'query.s'],
    ['/api/catalogue/products/mug%00?locale=en', 'params.slug'],
    ['/api/catalogue/listing?locale=en&filter_colour=blue%00', 'query.filter_colour'],
    [`/api/catalogue/listing?locale=en${'&filter_colour=blue'.repeat(21)}`, 'query.filter_colour'],
    [`/api/catalogue/listing?locale=en&query_type_colour=${'or'.repeat(101)}`, 'query.query_type_colour'],
  ])('%s is a 400 naming %s', async (url, field) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.map((e) => e.field)).toContain(field);
  });

  it('refuses them in a coupon code, an address and a note, and stores nothing', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    const refusals = [
      [await s.coupon('SUMMER\u0000'), 'body.code'],
      [await s.address({ country: 'MA', city: 'Fès\u0000' }), 'body.city'],
      [await s.send('PUT', '/note', { note: 'Gift\u0000wrap' }), 'body.note'],
    ] as const;
    for (const [response, field] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.field)).toContain(field);
    }
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  // UTF-8 cannot carry a lone surrogate: stored, it would silently become U+FFFD.
  it('refuses a lone surrogate in a coupon code, an address and a note, and stores nothing', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    const refusals = [
      [await s.coupon('SUMMER\ud800'), 'body.code'],
      [await s.address({ country: 'MA', city: 'F\udc00s' }), 'body.city'],
      [await s.send('PUT', '/note', { note: 'Gift \ud83d' }), 'body.note'],
    ] as const;
    for (const [response, field] of refusals) {
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.field)).toContain(field);
    }
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('keeps characters past U+FFFF (a surrogate pair) in a note', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const saved = await s.send('PUT', '/note', { note: 'Gift 🎁 wrap' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().note).toBe('Gift 🎁 wrap');
  });

  it('keeps line breaks and tabs in a note', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const saved = await s.send('PUT', '/note', { note: 'Gift wrap,\nplease.\tThanks' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().note).toBe('Gift wrap,\nplease.\tThanks');
  });
});
