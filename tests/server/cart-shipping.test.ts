import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { CartBody } from '../../server/modules/cart/schemas';
import { problemOf, shopper, snapshot } from './support/cart-client';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

const methods = (cart: CartBody) => cart.shipping.packages[0]?.methods.map((m) => [m.kind, m.cost, m.label]) ?? null;

describe.each(databases)('cart shipping, note and countdown on %s', (kind) => {
  const t = cartTestServer(kind);

  it('states the shipping of every whole country it ships to, and the returns, as a product’s offer says them', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/shipping/offers' });
    expect(answer.statusCode).toBe(200);
    // The rest of Morocco's rate (Marrakech's and Casablanca's zones are provinces), free from 500.00; the
    // international zone names no country.
    expect(answer.json()).toEqual({ offers: [{ countries: ['MA'], rate: 4_500, freeFrom: 50_000 }], returnDays: 14 });
  });

  it('has no packages until the shopper gives a country', async () => {
    const s = await shopper(t.app);
    const cart = (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json<CartBody>();
    expect(cart.shipping).toEqual({ address: null, addressRequired: true, packages: [] });
    expect(cart.totals.shipping).toBe(0);
  });

  it.each([
    [
      'Marrakech',
      { country: 'MA', state: 'mamar' },
      [
        ['flat_rate', 2_000, 'Home delivery in Marrakech'],
        ['local_pickup', 0, 'Pickup at the Marrakech workshop'],
      ],
    ],
    ['Casablanca – Rabat', { country: 'MA', state: 'macas' }, [['flat_rate', 3_000, 'Casablanca – Rabat delivery']]],
    [
      'the rest of Morocco',
      { country: 'MA', state: 'maagd' },
      [['flat_rate', 4_500, 'Delivery to the rest of Morocco']],
    ],
    ['Morocco without a state', { country: 'MA' }, [['flat_rate', 4_500, 'Delivery to the rest of Morocco']]],
    [
      'a country without states',
      { country: 'FR', postcode: '75001' },
      [['flat_rate', 25_000, 'International shipping']],
    ],
    [
      'a country with a free-text state',
      { country: 'US', state: 'Ohio', city: 'Columbus' },
      [['flat_rate', 25_000, 'International shipping']],
    ],
  ] as const)('prices shipping to %s with its zone’s methods', async (_name, address, expected) => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 2 });
    const cart = (await s.address(address)).json<CartBody>();
    expect(methods(cart)).toEqual(expected);
    expect(cart.shipping.packages[0]!.chosen).toBe(cart.shipping.packages[0]!.methods[0]!.id);
    expect(cart.totals).toEqual({
      subtotal: 20_000,
      discount: 0,
      shipping: expected[0][1],
      total: 20_000 + expected[0][1],
    });
  });

  it('labels methods in the locale', async () => {
    const s = await shopper(t.app, 'ar');
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    expect(methods((await s.address({ country: 'MA', state: 'mamar' })).json())![0]![2]).toBe(
      'توصيل إلى المنزل في مراكش',
    );
  });

  it('matches a zone by postcode pattern before broader zones', async () => {
    const [zone] = await queryRows<{ id: number }>(
      t.db.handle.db,
      sql`insert into shipping_zones (name, position, countries, postcodes) values ('Casablanca centre', -1, '{MA}', '{20*}') returning id`,
    );
    await t.db.handle.db.execute(
      sql`insert into shipping_methods (zone_id, kind, cost, title) values (${zone!.id}, 'flat_rate', 1000, '{"fr":"Coursier","en":"Courier","ar":"ساعي"}')`,
    );
    try {
      const s = await shopper(t.app);
      await s.add({ productId: t.fx.product.mug, quantity: 1 });
      expect(methods((await s.address({ country: 'MA', state: 'macas', postcode: '20 250' })).json())).toEqual([
        ['flat_rate', 1_000, 'Courier'],
      ]);
      expect(methods((await s.address({ country: 'MA', state: 'macas', postcode: '30250' })).json())).toEqual([
        ['flat_rate', 3_000, 'Casablanca – Rabat delivery'],
      ]);
    } finally {
      await t.db.handle.db.execute(sql`delete from shipping_zones where id = ${zone!.id}`);
    }
  });

  it('offers free shipping from 500.00, keeps it chosen while offered, and falls back when it no longer is', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 5 });
    const cart = (await s.address({ country: 'MA', state: 'mamar' })).json<CartBody>();
    expect(methods(cart)!.map(([k]) => k)).toEqual(['flat_rate', 'free_shipping', 'local_pickup']);
    expect(cart.freeShipping).toEqual({ threshold: 50_000, remaining: 0, percent: 100, done: true });
    const free = cart.shipping.packages[0]!.methods[1]!.id;
    const chosen = (await s.method(free)).json<CartBody>();
    expect(chosen.shipping.packages[0]!.chosen).toBe(free);
    expect(chosen.totals).toEqual({ subtotal: 50_000, discount: 0, shipping: 0, total: 50_000 });
    expect(
      (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json<CartBody>().shipping.packages[0]!.chosen,
    ).toBe(free);
    const fewer = (await s.update(String(t.fx.product.mug), 4)).json<CartBody>();
    expect(fewer.shipping.packages[0]!.chosen).toBe(fewer.shipping.packages[0]!.methods[0]!.id);
    expect(fewer.totals).toEqual({ subtotal: 40_000, discount: 0, shipping: 2_000, total: 42_000 });
    expect(fewer.freeShipping).toEqual({ threshold: 50_000, remaining: 10_000, percent: 80, done: false });
  });

  it('ships free-shipping-class products alone for nothing, and says the cart holds only them', async () => {
    await t.db.handle.db.execute(
      sql`update products set shipping_class = 'free-shipping' where id = ${t.fx.product.lamp}`,
    );
    try {
      const s = await shopper(t.app);
      await s.add({ productId: t.fx.product.lamp, quantity: 1 });
      const alone = (await s.address({ country: 'MA', state: 'macas' })).json<CartBody>();
      expect(alone.freeShippingClassOnly).toBe(true);
      expect(methods(alone)).toEqual([['flat_rate', 0, 'Casablanca – Rabat delivery']]);
      expect(alone.totals).toEqual({ subtotal: 40_000, discount: 0, shipping: 0, total: 40_000 });
      // With a mug beside it the cart ships at its zone's rate again.
      const mixed = (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json<CartBody>();
      expect(mixed.freeShippingClassOnly).toBe(false);
      expect(mixed.totals.shipping).toBe(3_000);
    } finally {
      await t.db.handle.db.execute(sql`update products set shipping_class = null where id = ${t.fx.product.lamp}`);
    }
  });

  it('follows the store’s free-shipping threshold setting', async () => {
    await t.db.handle.db.execute(
      sql`insert into settings (key, value) values ('cart', '{"freeShippingThreshold": 30000}')`,
    );
    try {
      const s = await shopper(t.app);
      expect((await s.add({ productId: t.fx.product.mug, quantity: 2 })).json<CartBody>().freeShipping).toEqual({
        threshold: 30_000,
        remaining: 10_000,
        percent: 66,
        done: false,
      });
    } finally {
      await t.db.handle.db.execute(sql`delete from settings where key = 'cart'`);
    }
  });

  it('lets the shopper choose only an offered method', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const noAddress = await s.method(1);
    expect(problemOf(noAddress)).toMatchObject({
      status: 409,
      code: 'shipping_unavailable',
      errors: [{ field: 'body.package' }],
    });
    const cart = (await s.address({ country: 'MA', state: 'mamar' })).json<CartBody>();
    const pickup = cart.shipping.packages[0]!.methods.find((m) => m.kind === 'local_pickup')!;
    expect((await s.method(pickup.id)).json<CartBody>().totals.shipping).toBe(0);
    const before = await snapshot(t.db.handle.db);
    const [international] = await queryRows<{ id: number }>(
      t.db.handle.db,
      sql`select m.id from shipping_methods m join shipping_zones z on z.id = m.zone_id where z.name = 'International'`,
    );
    expect(problemOf(await s.method(international!.id))).toMatchObject({
      status: 409,
      code: 'shipping_method_unavailable',
      errors: [{ field: 'body.methodId' }],
    });
    expect(problemOf(await s.method(pickup.id, 1))).toMatchObject({
      status: 409,
      code: 'shipping_unavailable',
      errors: [{ field: 'body.package' }],
    });
    expect(problemOf(await s.send('PUT', '/shipping/method', { package: 0, methodId: 'one' }))).toMatchObject({
      status: 400,
      errors: [{ field: 'body.methodId' }],
    });
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('stores the address normalised', async () => {
    const s = await shopper(t.app);
    const cart = (
      await s.address({ country: ' ma', state: 'MACAS', city: '  Dar   Bouazza ', postcode: '٢٠ ٢٥٠' })
    ).json<CartBody>();
    expect(cart.shipping.address).toEqual({ country: 'MA', state: 'macas', city: 'Dar Bouazza', postcode: '20250' });
    // An empty cart has nothing to ship yet, but the address is known.
    expect(cart.shipping).toMatchObject({ addressRequired: false, packages: [] });
  });

  it.each([
    [{ country: 'ZZ' }, 'invalid_country', ['body.country']],
    [{ country: 'MA', state: 'paris' }, 'invalid_state', ['body.state']],
    [{ country: 'FR', state: 'Bretagne' }, 'invalid_state', ['body.state']],
    [{ country: 'MA', postcode: '4000' }, 'invalid_postcode', ['body.postcode']],
    [{ country: 'MA', state: 'xx', postcode: 'abcde' }, 'invalid_state', ['body.state', 'body.postcode']],
    [{ country: 'MA', city: '<script>' }, 'invalid_city', ['body.city']],
    [{ country: 'MAR' }, 'invalid_country', ['body.country']],
    [{ country: 'MOROCCO!!' }, 'invalid_request', ['body.country']],
    [{ state: 'macas' }, 'invalid_request', ['body.country']],
    [{ country: 'MA', zip: '1' }, 'invalid_request', ['body.zip']],
  ])('refuses the address %j naming the fields, and keeps the previous one', async (address, code, fields) => {
    const s = await shopper(t.app);
    await s.address({ country: 'MA', state: 'mamar' });
    const before = await snapshot(t.db.handle.db);
    const response = await s.address(address);
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe(code);
    expect(problem.errors?.map((e) => e.field)).toEqual(fields);
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('saves the order note as plain text, at most 1000 characters', async () => {
    const s = await shopper(t.app);
    expect((await s.send('PUT', '/note', { note: '  Gift wrap, please <3\r\nThanks ' })).json<CartBody>().note).toBe(
      'Gift wrap, please <3\nThanks',
    );
    expect((await s.cart()).note).toBe('Gift wrap, please <3\nThanks');
    const before = await snapshot(t.db.handle.db);
    expect(problemOf(await s.send('PUT', '/note', { note: 'Hello <b>there</b>' }))).toMatchObject({
      status: 400,
      code: 'note_invalid',
      errors: [{ field: 'body.note' }],
    });
    expect(problemOf(await s.send('PUT', '/note', { note: 'x'.repeat(1001) }))).toMatchObject({
      status: 400,
      code: 'invalid_request',
      errors: [{ field: 'body.note', code: 'too_long' }],
    });
    expect(await snapshot(t.db.handle.db)).toEqual(before);
    expect((await s.send('PUT', '/note', { note: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('starts the countdown with the first line, keeps it, clears it when the cart empties, and restarts it on request', async () => {
    const s = await shopper(t.app);
    const before = Date.now();
    const first = (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json<CartBody>();
    const started = Date.parse(first.countdown!.startedAt);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first.countdown!.endsAt) - started).toBe(10 * 60_000);
    expect((await s.add({ productId: t.fx.product.plate, quantity: 1 })).json<CartBody>().countdown!.startedAt).toBe(
      first.countdown!.startedAt,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const restarted = (await s.send('POST', '/countdown/restart')).json<CartBody>();
    expect(Date.parse(restarted.countdown!.startedAt)).toBeGreaterThan(started);
    await s.remove(String(t.fx.product.mug));
    expect((await s.remove(String(t.fx.product.plate))).json<CartBody>().countdown).toBeNull();
    const [row] = await queryRows<{ started: Date | null }>(
      t.db.handle.db,
      sql`select countdown_started_at as started from carts where session_id = (select session_id from carts order by updated_at desc limit 1)`,
    );
    expect(row!.started).toBeNull();
    expect(problemOf(await s.send('POST', '/countdown/restart'))).toMatchObject({ status: 409, code: 'cart_empty' });
  });

  it('follows the store’s countdown length, and shows none when the store turned it off', async () => {
    await t.db.handle.db.execute(
      sql`insert into settings (key, value) values ('cart', '{"countdown": {"lengthMinutes": 25}}')`,
    );
    try {
      const s = await shopper(t.app);
      const cart = (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json<CartBody>();
      expect(Date.parse(cart.countdown!.endsAt) - Date.parse(cart.countdown!.startedAt)).toBe(25 * 60_000);
      await t.db.handle.db.execute(
        sql`update settings set value = '{"countdown": {"enabled": false}}' where key = 'cart'`,
      );
      expect((await s.cart()).countdown).toBeNull();
    } finally {
      await t.db.handle.db.execute(sql`delete from settings where key = 'cart'`);
    }
  });

  it('starts a looping countdown over: its end is the first end after now', async () => {
    await t.db.handle.db.execute(
      sql`insert into settings (key, value) values ('cart', '{"countdown": {"lengthMinutes": 10, "loop": true}}')`,
    );
    try {
      const s = await shopper(t.app);
      await s.add({ productId: t.fx.product.mug, quantity: 1 });
      // The cart's countdown started 25 minutes ago: its third period ends 30 minutes after the start.
      await t.db.handle.db.execute(
        sql`update carts set countdown_started_at = now() - interval '25 minutes' where countdown_started_at is not null`,
      );
      const { countdown } = await s.cart();
      expect(Date.parse(countdown!.endsAt) - Date.parse(countdown!.startedAt)).toBe(30 * 60_000);
      expect(Date.parse(countdown!.endsAt)).toBeGreaterThan(Date.now());
    } finally {
      await t.db.handle.db.execute(sql`delete from settings where key = 'cart'`);
    }
  });
});
