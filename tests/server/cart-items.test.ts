import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { problemOf, shopper, snapshot } from './support/cart-client';
import type { CartFixtures } from './support/cart-fixtures';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

describe.each(databases)('cart lines on %s', (kind) => {
  const t = cartTestServer(kind);
  const count = async (table: 'carts' | 'cart_lines') =>
    Number(
      (await queryRows<{ n: number }>(t.db.handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!
        .n,
    );

  it('refuses ids outside the 32-bit range as bad input naming the field, and stores nothing', async () => {
    const s = await shopper(t.app);
    const before = await snapshot(t.db.handle.db);
    for (const id of [2_147_483_648, 2 ** 53, 1e308, 0, -1]) {
      for (const body of [
        { productId: id, quantity: 1 },
        { productId: t.fx.product.mug, variationId: id, quantity: 1 },
      ]) {
        const refused = await s.add(body);
        expect(refused.statusCode).toBe(400);
        const field = 'variationId' in body ? 'body.variationId' : 'body.productId';
        expect(problemOf(refused).errors?.map((e) => e.field)).toContain(field);
      }
      const method = await s.method(id);
      expect(method.statusCode).toBe(400);
      expect(problemOf(method).errors?.map((e) => e.field)).toContain('body.methodId');
    }
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('answers an empty cart to a visitor without a cart, and creates no row', async () => {
    const before = await count('carts');
    const anonymous = await t.app.inject({ url: '/api/cart?locale=fr' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const s = await shopper(t.app);
    expect(await s.cart()).toEqual({
      version: 0,
      currency: 'MAD',
      items: [],
      count: 0,
      coupons: [],
      notices: [],
      note: '',
      customer: null,
      shipping: { address: null, addressRequired: true, packages: [] },
      totals: { subtotal: 0, discount: 0, shipping: 0, total: 0 },
      freeShipping: { threshold: 50_000, remaining: 50_000, percent: 0, done: false },
      freeShippingClassOnly: false,
      countdown: null,
    });
    expect(await count('carts')).toBe(before);
    const bad = await t.app.inject({ url: '/api/cart?locale=de' });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.[0]?.field).toBe('query.locale');
  });

  it('adds a product, and adds up the same line', async () => {
    const s = await shopper(t.app);
    const first = await s.add({ productId: t.fx.product.mug, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const again = (await s.add({ productId: t.fx.product.mug, quantity: 3 })).json();
    expect(again.items).toHaveLength(1);
    expect(again.items[0]).toMatchObject({
      key: String(t.fx.product.mug),
      productId: t.fx.product.mug,
      variationId: null,
      slug: 'mug',
      name: 'Mug',
      attributes: [],
      unitPrice: 10_000,
      regularUnitPrice: 10_000,
      quantity: 5,
      limits: { min: 1, max: 100, step: 1, soldIndividually: false },
      subtotal: 50_000,
      stockStatus: 'instock',
      available: true,
    });
    expect(again.items[0].image).toMatchObject({ src: t.fx.mugImage, sizes: '80px', alt: 'mug picture' });
    expect(again).toMatchObject({ count: 5, version: 2, totals: { subtotal: 50_000, total: 50_000 } });
  });

  it('writes the item count in a cookie the page reads, with every cart answer but not with a refusal', async () => {
    const s = await shopper(t.app);
    const cookieOf = (headers: Record<string, unknown>) =>
      ([] as string[])
        .concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
        .find((c) => c.startsWith('zellige_cart_count='));
    const added = await s.add({ productId: t.fx.product.mug, quantity: 3 });
    const cookie = cookieOf(added.headers);
    expect(cookie).toMatch(/^zellige_cart_count=3;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const refused = await s.add({ productId: t.fx.product.mug, quantity: -1 });
    expect(refused.statusCode).toBe(400);
    expect(cookieOf(refused.headers)).toBeUndefined();
    const read = await t.app.inject({ url: '/api/cart?locale=fr' });
    expect(cookieOf(read.headers)).toMatch(/^zellige_cart_count=0;/);
  });

  it('names the line and its options in the locale asked', async () => {
    const s = await shopper(t.app, 'ar');
    const cart = (
      await s.add({
        productId: t.fx.product.rug,
        variationId: t.fx.variation.indigoAny,
        quantity: 1,
        attributes: { size: 'large' },
      })
    ).json();
    expect(cart.items[0]).toMatchObject({
      name: 'Rug (ar) عربي',
      key: `${t.fx.product.rug}-${t.fx.variation.indigoAny}~size.large`,
      attributes: [
        { attribute: 'colour', label: 'Colour (ar) عربي', term: 'indigo', value: 'Indigo (ar) عربي' },
        { attribute: 'size', label: 'Size (ar) عربي', term: 'large', value: 'Large (ar) عربي' },
      ],
      // The variation's sale price and its regular price; the picture in the line's colour.
      unitPrice: 31_500,
      regularUnitPrice: 35_000,
      image: { src: '/media/rug-indigo-600.webp' },
    });
    // The same variation with another 'any' choice is another line.
    const two = (
      await s.add({
        productId: t.fx.product.rug,
        variationId: t.fx.variation.indigoAny,
        quantity: 1,
        attributes: { size: 'small' },
      })
    ).json();
    expect(two.items.map((i: { key: string }) => i.key)).toEqual([
      `${t.fx.product.rug}-${t.fx.variation.indigoAny}~size.large`,
      `${t.fx.product.rug}-${t.fx.variation.indigoAny}~size.small`,
    ]);
  });

  it("shows a variation's own picture when it has one", async () => {
    await t.db.handle.db.execute(
      sql`update variations set image_asset_id = (select asset_id from product_images where product_id = ${t.fx.product.mug} limit 1) where id = ${t.fx.variation.indigoLarge}`,
    );
    try {
      const s = await shopper(t.app);
      const cart = (
        await s.add({ productId: t.fx.product.rug, variationId: t.fx.variation.indigoLarge, quantity: 1 })
      ).json();
      expect(cart.items[0].image).toMatchObject({ src: t.fx.mugImage, alt: 'Rug' });
    } finally {
      await t.db.handle.db.execute(
        sql`update variations set image_asset_id = null where id = ${t.fx.variation.indigoLarge}`,
      );
    }
  });

  it('prices lines from the database at read time, sales included', async () => {
    const s = await shopper(t.app);
    expect((await s.add({ productId: t.fx.product.plate, quantity: 1 })).json().items[0]).toMatchObject({
      unitPrice: 20_000,
      regularUnitPrice: 25_000,
    });
    await t.db.handle.db.execute(
      sql`update products set regular_price = 26000, sale_price = null where id = ${t.fx.product.plate}`,
    );
    expect((await s.cart()).items[0]).toMatchObject({ unitPrice: 26_000, regularUnitPrice: 26_000, subtotal: 26_000 });
    await t.db.handle.db.execute(
      sql`update products set regular_price = 25000, sale_price = 20000 where id = ${t.fx.product.plate}`,
    );
  });

  // Each refusal: status, code, the field at fault, and nothing stored changes.
  const refusals: Array<
    [string, (f: CartFixtures) => Record<string, unknown>, number, string, string, Record<string, unknown>?]
  > = [
    ['an unknown product', () => ({ productId: 999_999, quantity: 1 }), 404, 'product_not_found', 'body.productId'],
    [
      'a variable product without a variation',
      (f) => ({ productId: f.product.rug, quantity: 1 }),
      400,
      'variation_required',
      'body.variationId',
    ],
    [
      'a variation of another product',
      (f) => ({ productId: f.product.rug, variationId: f.otherRugVariation, quantity: 1 }),
      409,
      'variation_unavailable',
      'body.variationId',
    ],
    [
      'a hidden variation',
      (f) => ({
        productId: f.product.rug,
        variationId: f.variation.saffronHidden,
        quantity: 1,
        attributes: { size: 'small' },
      }),
      409,
      'variation_unavailable',
      'body.variationId',
    ],
    [
      'a variation on a simple product',
      (f) => ({ productId: f.product.mug, variationId: f.variation.indigoSmall, quantity: 1 }),
      409,
      'variation_unavailable',
      'body.variationId',
    ],
    [
      'an out-of-stock variation',
      (f) => ({ productId: f.product.rug, variationId: f.variation.terracottaSmall, quantity: 1 }),
      409,
      'out_of_stock',
      'body.variationId',
    ],
    [
      'a variation that cannot be bought',
      (f) => ({ productId: f.product.rug, variationId: f.variation.terracottaLarge, quantity: 1 }),
      409,
      'not_purchasable',
      'body.variationId',
    ],
    [
      'an out-of-stock product',
      (f) => ({ productId: f.product.vase, quantity: 1 }),
      409,
      'out_of_stock',
      'body.productId',
    ],
    [
      'a product that cannot be bought',
      (f) => ({ productId: f.product.bowl, quantity: 1 }),
      409,
      'not_purchasable',
      'body.productId',
    ],
    [
      "an 'any' attribute left unset",
      (f) => ({ productId: f.product.rug, variationId: f.variation.indigoAny, quantity: 1 }),
      400,
      'attribute_required',
      'body.attributes.size',
    ],
    [
      'a term the product does not offer',
      (f) => ({
        productId: f.product.rug,
        variationId: f.variation.indigoAny,
        quantity: 1,
        attributes: { size: 'huge' },
      }),
      400,
      'invalid_attribute',
      'body.attributes.size',
    ],
    [
      'an attribute that contradicts the variation',
      (f) => ({
        productId: f.product.rug,
        variationId: f.variation.indigoSmall,
        quantity: 2,
        attributes: { colour: 'terracotta' },
      }),
      400,
      'invalid_attribute',
      'body.attributes.colour',
    ],
    [
      'an attribute on a simple product',
      (f) => ({ productId: f.product.mug, quantity: 1, attributes: { colour: 'indigo' } }),
      400,
      'invalid_attribute',
      'body.attributes.colour',
    ],
    [
      'less than the variation minimum',
      (f) => ({ productId: f.product.rug, variationId: f.variation.indigoSmall, quantity: 1 }),
      400,
      'quantity_out_of_range',
      'body.quantity',
      { min: 2, max: 6, step: 1, inCart: 0 },
    ],
    [
      'more than the variation maximum',
      (f) => ({ productId: f.product.rug, variationId: f.variation.indigoSmall, quantity: 7 }),
      400,
      'quantity_out_of_range',
      'body.quantity',
      { min: 2, max: 6, step: 1, inCart: 0 },
    ],
    [
      'two of a product sold individually',
      (f) => ({ productId: f.product.pouf, quantity: 2 }),
      400,
      'quantity_out_of_range',
      'body.quantity',
      { min: 1, max: 1, step: 1, inCart: 0 },
    ],
    [
      'more than the managed stock',
      (f) => ({ productId: f.product.lamp, quantity: 4 }),
      409,
      'insufficient_stock',
      'body.quantity',
      { available: 3, inCart: 0 },
    ],
    [
      'more than a variation’s stock',
      (f) => ({ productId: f.product.rug, variationId: f.variation.indigoLarge, quantity: 3 }),
      409,
      'insufficient_stock',
      'body.quantity',
      { available: 2, inCart: 0 },
    ],
  ];

  it.each(refusals)('refuses %s, leaving the cart as it was', async (_name, payload, status, code, field, params) => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    const response = await s.add(payload(t.fx));
    expect(response.statusCode).toBe(status);
    const problem = problemOf(response);
    expect(problem).toMatchObject({ status, code, errors: [{ field, code }] });
    if (params) expect(problem.params).toEqual(params);
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('leaves no cart behind when a first add is refused', async () => {
    const before = await count('carts');
    const s = await shopper(t.app);
    expect((await s.add({ productId: t.fx.product.vase, quantity: 1 })).statusCode).toBe(409);
    expect(await count('carts')).toBe(before);
  });

  it('sends the shopper to the product page when a variation is needed', async () => {
    const s = await shopper(t.app, 'fr');
    expect(problemOf(await s.add({ productId: t.fx.product.rug, quantity: 1 })).productUrl).toBe('/fr/product/rug/');
  });

  it('counts what is already in the cart against limits and stock', async () => {
    const s = await shopper(t.app);
    expect((await s.add({ productId: t.fx.product.lamp, quantity: 2 })).statusCode).toBe(200);
    const over = await s.add({ productId: t.fx.product.lamp, quantity: 2 });
    expect(problemOf(over)).toMatchObject({ code: 'insufficient_stock', params: { available: 3, inCart: 2 } });
    expect((await s.add({ productId: t.fx.product.pouf, quantity: 1 })).statusCode).toBe(200);
    expect(problemOf(await s.add({ productId: t.fx.product.pouf, quantity: 1 }))).toMatchObject({
      status: 409,
      code: 'already_in_cart',
    });
    expect(
      (await s.add({ productId: t.fx.product.rug, variationId: t.fx.variation.indigoSmall, quantity: 4 })).statusCode,
    ).toBe(200);
    expect(
      problemOf(await s.add({ productId: t.fx.product.rug, variationId: t.fx.variation.indigoSmall, quantity: 3 })),
    ).toMatchObject({
      code: 'quantity_out_of_range',
      params: { min: 2, max: 6, inCart: 4 },
    });
    const cart = await s.cart();
    expect(cart.items.find((i) => i.productId === t.fx.product.lamp)?.limits).toEqual({
      min: 1,
      max: 3,
      step: 1,
      soldIndividually: false,
    });
    expect(cart.items.find((i) => i.productId === t.fx.product.pouf)?.limits).toEqual({
      min: 1,
      max: 1,
      step: 1,
      soldIndividually: true,
    });
    expect(cart.items.find((i) => i.variationId === t.fx.variation.indigoSmall)?.limits).toEqual({
      min: 2,
      max: 6,
      step: 1,
      soldIndividually: false,
    });
  });

  it('takes backorders beyond the stock count', async () => {
    const s = await shopper(t.app);
    const cart = (await s.add({ productId: t.fx.product.tray, quantity: 40 })).json();
    expect(cart.items[0]).toMatchObject({
      quantity: 40,
      stockStatus: 'onbackorder',
      available: true,
      limits: { max: 100 },
    });
  });

  it('bounds a line, the cart and the order value even where stock does not, and keeps the cart as it was', async () => {
    const s = await shopper(t.app);
    // The tray is on backorder: only the store's limits stop it.
    const overLine = await s.add({ productId: t.fx.product.tray, quantity: 101 });
    expect(overLine.statusCode).toBe(400);
    expect(problemOf(overLine)).toMatchObject({ code: 'quantity_out_of_range', params: { min: 1, max: 100 } });
    await s.add({ productId: t.fx.product.tray, quantity: 100 });
    const db = t.db.handle.db;
    const [stored] = await queryRows<{ value: unknown }>(db, sql`select value from settings where key = 'cart'`);
    const limits = { maxLineQuantity: 100, maxCartQuantity: 120, maxOrderValue: 600_000 };
    await db.execute(sql`insert into settings (key, value) values ('cart', ${JSON.stringify({ limits })}::jsonb)
      on conflict (key) do update set value = excluded.value || jsonb_build_object('limits', ${JSON.stringify(limits)}::jsonb)`);
    try {
      const before = await snapshot(db);
      // 100 trays + 21 mugs = 121 items.
      const overCart = await s.add({ productId: t.fx.product.mug, quantity: 21 });
      expect(overCart.statusCode).toBe(409);
      expect(problemOf(overCart)).toMatchObject({
        code: 'cart_quantity_limit',
        errors: [{ field: 'body.quantity' }],
        params: { max: 120 },
      });
      // 100 trays (500 000) + 11 mugs (110 000) = 610 000 > 600 000.
      const overValue = await s.add({ productId: t.fx.product.mug, quantity: 11 });
      expect(overValue.statusCode).toBe(409);
      expect(problemOf(overValue)).toMatchObject({ code: 'order_value_limit', params: { maxValue: 600_000 } });
      const raised = await s.update(String(t.fx.product.tray), 101);
      expect(problemOf(raised)).toMatchObject({ code: 'quantity_out_of_range' });
      expect(await snapshot(db)).toEqual(before);
      // Exactly at the limits is fine; and a cart over limits lowered since may always be lowered.
      expect((await s.add({ productId: t.fx.product.mug, quantity: 10 })).statusCode).toBe(200);
      await db.execute(
        sql`update settings set value = jsonb_set(value, '{limits,maxCartQuantity}', '50') where key = 'cart'`,
      );
      expect((await s.update(String(t.fx.product.tray), 90)).statusCode).toBe(200);
      expect(problemOf(await s.update(String(t.fx.product.tray), 91))).toMatchObject({ code: 'cart_quantity_limit' });
    } finally {
      if (stored)
        await db.execute(sql`update settings set value = ${JSON.stringify(stored.value)}::jsonb where key = 'cart'`);
      else await db.execute(sql`delete from settings where key = 'cart'`);
    }
  });

  it('refuses malformed payloads with the field at fault', async () => {
    const s = await shopper(t.app);
    const cases: Array<[unknown, string]> = [
      [{ quantity: 1 }, 'body.productId'],
      [{ productId: 'one', quantity: 1 }, 'body.productId'],
      [{ productId: t.fx.product.mug, quantity: 0 }, 'body.quantity'],
      [{ productId: t.fx.product.mug, quantity: 1.5 }, 'body.quantity'],
      [{ productId: t.fx.product.mug, quantity: -1 }, 'body.quantity'],
      [{ productId: t.fx.product.mug }, 'body.quantity'],
      [{ productId: t.fx.product.mug, quantity: 1, price: 1 }, 'body.price'],
      [
        { productId: t.fx.product.rug, variationId: t.fx.variation.indigoAny, quantity: 1, attributes: { size: 3 } },
        'body.attributes.size',
      ],
    ];
    const before = await snapshot(t.db.handle.db);
    for (const [payload, field] of cases) {
      const response = await s.add(payload as Record<string, unknown>);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        problemOf(response).errors?.map((e) => e.field),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items?locale=en',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'content-type': 'application/json' },
      payload: '{"productId": 1,',
    });
    expect(problemOf(broken)).toMatchObject({ status: 400, code: 'invalid_json' });
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('refuses every write without the CSRF token (403), and stores nothing', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/api/cart/items', { productId: t.fx.product.mug, quantity: 1 }],
      ['PATCH', `/api/cart/items/${t.fx.product.mug}`, { quantity: 3 }],
      ['DELETE', `/api/cart/items/${t.fx.product.mug}`, undefined],
      ['POST', '/api/cart/coupons', { code: 'bienvenue10' }],
      ['DELETE', '/api/cart/coupons/bienvenue10', undefined],
      ['PUT', '/api/cart/note', { note: 'x' }],
      ['PUT', '/api/cart/customer', { billing: { first_name: 'x' } }],
      ['PUT', '/api/cart/shipping/address', { country: 'MA' }],
      ['PUT', '/api/cart/shipping/method', { package: 0, methodId: 1 }],
      ['POST', '/api/cart/countdown/restart', undefined],
    ];
    for (const [method, url, payload] of writes) {
      for (const token of [undefined, 'forged']) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: `${url}?locale=en`,
          headers: { cookie: s.cookie, ...(token ? { 'x-csrf-token': token } : {}) },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(problemOf(response).code).toBe('csrf_invalid');
      }
    }
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('sets a quantity, removes a line at 0 or on DELETE, and knows when a line is gone', async () => {
    const s = await shopper(t.app);
    const key = (await s.add({ productId: t.fx.product.mug, quantity: 1 })).json().items[0].key as string;
    await s.add({ productId: t.fx.product.plate, quantity: 1 });
    expect((await s.update(key, 4)).json().items[0]).toMatchObject({ key, quantity: 4, subtotal: 40_000 });
    expect((await s.update(key, 0)).json().items.map((i: { slug: string }) => i.slug)).toEqual(['plate']);
    const missing = await s.update(key, 2);
    expect(missing.statusCode).toBe(404);
    expect(problemOf(missing)).toMatchObject({ code: 'line_not_found', errors: [{ field: 'params.key' }] });
    const plateKey = String(t.fx.product.plate);
    expect((await s.remove(plateKey)).json()).toMatchObject({ items: [], count: 0, countdown: null });
    expect(problemOf(await s.remove(plateKey))).toMatchObject({ status: 404, code: 'line_not_found' });
  });

  it('checks a new quantity against the limits and the stock, and leaves the line as it was', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.lamp, quantity: 1 });
    await s.add({ productId: t.fx.product.rug, variationId: t.fx.variation.indigoSmall, quantity: 2 });
    await s.add({ productId: t.fx.product.pouf, quantity: 1 });
    const before = await snapshot(t.db.handle.db);
    expect(problemOf(await s.update(String(t.fx.product.lamp), 4))).toMatchObject({
      code: 'insufficient_stock',
      params: { available: 3, inCart: 1 },
    });
    expect(problemOf(await s.update(`${t.fx.product.rug}-${t.fx.variation.indigoSmall}`, 1))).toMatchObject({
      code: 'quantity_out_of_range',
      params: { min: 2, max: 6 },
    });
    expect(problemOf(await s.update(String(t.fx.product.pouf), 2))).toMatchObject({
      code: 'quantity_out_of_range',
      params: { min: 1, max: 1 },
    });
    expect(problemOf(await s.update(String(t.fx.product.lamp), -1))).toMatchObject({
      code: 'invalid_request',
      errors: [{ field: 'body.quantity' }],
    });
    expect(await snapshot(t.db.handle.db)).toEqual(before);
    expect((await s.update(String(t.fx.product.lamp), 3)).statusCode).toBe(200);
  });

  it('reports a line that can no longer be bought, lets the shopper lower it, but not raise it', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.plate, quantity: 3 });
    await t.db.handle.db.execute(sql`update products set stock_status = 'outofstock' where id = ${t.fx.product.plate}`);
    try {
      expect((await s.cart()).items[0]).toMatchObject({ stockStatus: 'outofstock', available: false });
      expect(problemOf(await s.update(String(t.fx.product.plate), 4))).toMatchObject({ code: 'out_of_stock' });
      expect((await s.update(String(t.fx.product.plate), 2)).json().items[0].quantity).toBe(2);
    } finally {
      await t.db.handle.db.execute(sql`update products set stock_status = 'instock' where id = ${t.fx.product.plate}`);
    }
  });

  it('drops the lines of a deleted product', async () => {
    const s = await shopper(t.app);
    const [temp] = await queryRows<{ id: number }>(
      t.db.handle.db,
      sql`insert into products (slug, type, regular_price) values ('temporary', 'simple', 1000) returning id`,
    );
    await s.add({ productId: temp!.id, quantity: 1 });
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    await t.db.handle.db.execute(sql`delete from products where id = ${temp!.id}`);
    expect((await s.cart()).items.map((i) => i.slug)).toEqual(['mug']);
  });
});
