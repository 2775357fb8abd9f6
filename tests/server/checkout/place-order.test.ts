import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { problemOf, snapshot } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { CASABLANCA, type OrderBody, buyer, newIdempotencyKey } from '../support/checkout-client';
import { databases } from '../support/test-db';

describe.each(databases)('placing an order on %s', (kind) => {
  const t = cartTestServer(kind);

  it('re-prices the cart on the server, takes the stock, empties the cart and answers the order', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 2 });
    await b.add({ productId: t.fx.product.lamp, quantity: 1 });
    const placed = await b.placeAtShownTotal({ customerNote: 'Merci !' });
    expect(placed.statusCode).toBe(201);
    // The cart is empty now: the header's count, read from its cookie on the next page, says so.
    const counted = ([] as string[]).concat(placed.headers['set-cookie'] ?? []);
    expect(counted.find((c) => c.startsWith('zellige_cart_count='))).toMatch(/^zellige_cart_count=0;.*Path=\//);
    const order = placed.json<OrderBody>();
    // 2 × 100.00 + 400.00, Casablanca's flat rate 30.00.
    expect(order.totals).toEqual({ subtotal: 60_000, discount: 0, shipping: 3_000, total: 63_000 });
    expect(order.status).toBe('processing');
    // Placed in English: its lines' names are English, looked at in any language.
    expect(order.writtenIn).toBe('en');
    const inArabic = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.number}?locale=ar&key=${order.key}`,
    });
    expect(inArabic.json<OrderBody>()).toMatchObject({ writtenIn: 'en', lines: [{ name: 'Mug' }, { name: 'Lamp' }] });
    expect(order.lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      ['Mug', 2, 10_000],
      ['Lamp', 1, 40_000],
    ]);
    expect(order.billing.state).toBe('macas');
    expect(order.shipping.city).toBe('Casablanca');
    expect(order.customerNote).toBe('Merci !');
    const [lamp] = await queryRows<{ stock_quantity: number }>(
      t.db.handle.db,
      sql`select stock_quantity from products where id = ${t.fx.product.lamp}`,
    );
    expect(lamp!.stock_quantity).toBe(2);
    expect((await b.cart()).items).toEqual([]);
    expect((await b.order(order.number)).json<OrderBody>().number).toBe(order.number);
    const mail = await queryRows<{ recipient: string; subject: string; locale: string }>(
      t.db.handle.db,
      sql`select recipient, subject, locale from mail_outbox where order_id = ${order.number}`,
    );
    expect(mail).toEqual([
      { recipient: 'amina@example.ma', subject: expect.stringContaining(`${order.number}`), locale: 'en' },
    ]);
  });

  it('starts a bank-transfer order on hold, with the bank details to pay into', async () => {
    const b = await buyer(t.app, 'fr');
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const order = (await b.placeAtShownTotal({ paymentMethod: 'bacs' })).json<OrderBody>();
    expect(order.status).toBe('on-hold');
    expect(order.paymentMethod?.title).toBe('Virement bancaire');
    expect(order.bank?.rib).toMatch(/^\d{24}$/);
  });

  it('places nothing when the total shown is not the total now, and answers the cart as it is', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    const response = await b.place({ expectedTotal: 1 });
    expect(response.statusCode).toBe(409);
    const problem = problemOf(response);
    expect(problem.code).toBe('total_changed');
    expect((response.json() as { cart: { totals: { total: number } } }).cart.totals.total).toBe(13_000);
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('names every faulty address field, and places nothing', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const response = await b.place({
      billing: {
        ...CASABLANCA,
        first_name: ' ',
        email: 'not-an-address',
        postcode: '2000',
        state: 'maxxx',
        phone: '000000',
      },
      expectedTotal: 13_000,
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      { field: 'body.billing.first_name', code: 'required', message: 'This field is required' },
      { field: 'body.billing.state', code: 'state', message: expect.any(String) },
      { field: 'body.billing.postcode', code: 'postcode', message: expect.any(String) },
      // The shape of a number, but none in Morocco's numbering plan.
      { field: 'body.billing.phone', code: 'phone', message: expect.any(String) },
      { field: 'body.billing.email', code: 'email', message: 'A valid email address is required' },
    ]);
    expect((await b.cart()).count).toBe(1);
  });

  it('refuses a price or total field sent by the client, naming it', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const response = await b.place({ expectedTotal: 13_000, total: 1 });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.field).toMatch(/total/);
  });

  it('refuses an empty cart', async () => {
    const b = await buyer(t.app);
    const response = await b.place({ expectedTotal: 0 });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).code).toBe('cart_empty');
  });

  it('refuses cash on delivery outside Morocco', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const abroad = { ...CASABLANCA, country: 'FR', state: '', postcode: '75001', city: 'Paris' };
    const response = await b.place({ billing: abroad, expectedTotal: 35_000 });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.field).toBe('body.paymentMethod');
    expect((await b.place({ billing: abroad, expectedTotal: 35_000, paymentMethod: 'bacs' })).statusCode).toBe(201);
  });

  it('answers the same order to a retried request with the same key', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const key = newIdempotencyKey();
    const first = await b.placeAtShownTotal({}, key);
    const again = await b.place({ expectedTotal: 13_000 }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<OrderBody>().number).toBe(first.json<OrderBody>().number);
  });

  it('shows an order only to the session that placed it, or with its key', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const order = (await b.placeAtShownTotal()).json<OrderBody>();
    const stranger = await buyer(t.app);
    expect((await stranger.order(order.number)).statusCode).toBe(404);
    expect((await stranger.order(order.number, 'x'.repeat(24))).statusCode).toBe(404);
    expect((await stranger.order(order.number, order.key)).statusCode).toBe(200);
    expect((await stranger.order(999_999)).statusCode).toBe(404);
  });

  it('needs the CSRF header', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders?locale=en',
      headers: { cookie: b.cookie, 'idempotency-key': newIdempotencyKey() },
      payload: { billing: CASABLANCA, shipToDifferentAddress: false, paymentMethod: 'cod', expectedTotal: 13_000 },
    });
    expect(response.statusCode).toBe(403);
  });
});
