import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { CartBody } from '../../server/modules/cart/schemas';
import { buildTestApp } from './support/app';
import { problemOf, shopper } from './support/cart-client';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

describe.each(databases)('concurrent changes to one cart on %s', (kind) => {
  const t = cartTestServer(kind);

  it('loses none of 20 simultaneous adds, each answered with its own version', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.plate, quantity: 1 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => s.add({ productId: t.fx.product.mug, quantity: 1 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const versions = responses.map((r) => r.json<CartBody>().version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const cart = await s.cart();
    expect(cart.items.find((i) => i.productId === t.fx.product.mug)?.quantity).toBe(20);
    expect(cart.version).toBe(21);
  });

  it('creates one cart when a new session’s first requests race', async () => {
    const carts = async () =>
      (await queryRows<{ n: number }>(t.db.handle.db, sql`select count(*)::int as n from carts`))[0]!.n;
    const before = await carts();
    const s = await shopper(t.app);
    const products = [
      t.fx.product.mug,
      t.fx.product.plate,
      t.fx.product.tray,
      t.fx.product.mug,
      t.fx.product.plate,
      t.fx.product.tray,
    ];
    const responses = await Promise.all(
      products.flatMap((productId) => [s.add({ productId, quantity: 1 }), s.add({ productId, quantity: 2 })]),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const cart = await s.cart();
    expect(cart.items.map((i) => [i.slug, i.quantity]).sort()).toEqual([
      ['mug', 6],
      ['plate', 6],
      ['tray', 6],
    ]);
    expect(cart.version).toBe(12);
    expect(await carts()).toBe(before + 1);
  });

  it('checks stock under the lock: of 10 simultaneous adds for 3 in stock, exactly 3 pass', async () => {
    const s = await shopper(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => s.add({ productId: t.fx.product.lamp, quantity: 1 })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => problemOf(r).code)).toEqual(Array(7).fill('insufficient_stock'));
    expect((await s.cart()).items[0]?.quantity).toBe(3);
  });

  it('keeps every change of interleaved adds, quantity updates and coupons', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    await s.add({ productId: t.fx.product.plate, quantity: 1 });
    const work = [
      ...Array.from({ length: 8 }, () => s.add({ productId: t.fx.product.tray, quantity: 1 })),
      s.update(String(t.fx.product.plate), 4),
      s.coupon('fixe'),
      s.send('PUT', '/note', { note: 'concurrent' }),
      s.address({ country: 'MA', state: 'macas' }),
      ...Array.from({ length: 8 }, () => s.add({ productId: t.fx.product.mug, quantity: 1 })),
    ];
    const responses = await Promise.all(work);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(work.length).fill(200));
    const cart = await s.cart();
    expect(Object.fromEntries(cart.items.map((i) => [i.slug, i.quantity]))).toEqual({ mug: 9, plate: 4, tray: 8 });
    expect(cart.coupons.map((c) => c.code)).toEqual(['fixe']);
    expect(cart.note).toBe('concurrent');
    expect(cart.shipping.address?.state).toBe('macas');
    expect(cart.version).toBe(2 + work.length);
  });

  it('limits cart writes per client with a 429 problem, reads stay open', async () => {
    const limited = await buildTestApp(t.db.handle, {
      rateLimit: {
        global: { max: 100, timeWindow: 60_000 },
        modest: { max: 2, timeWindow: 60_000 },
        strict: { max: 1, timeWindow: 60_000 },
        cart: { max: 3, timeWindow: 60_000 },
      },
    });
    try {
      const s = await shopper(limited);
      for (let i = 0; i < 3; i++)
        expect((await s.add({ productId: t.fx.product.mug, quantity: 1 })).statusCode).toBe(200);
      const refused = await s.add({ productId: t.fx.product.mug, quantity: 1 });
      expect(problemOf(refused)).toMatchObject({ status: 429, code: 'rate_limited' });
      expect((await s.cart()).items[0]?.quantity).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
