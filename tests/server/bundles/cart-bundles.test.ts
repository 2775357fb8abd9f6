import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../../server/db/schema/index';
import type { CartBody } from '../../../server/modules/cart/schemas';
import type { Bundle } from '../../../server/modules/bundles/schemas';
import { type BundleFixtures, seedBundleFixtures } from '../support/bundle-fixtures';
import { problemOf, shopper, snapshot } from '../support/cart-client';
import { buyer } from '../support/checkout-client';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

describe.each(databases)('bundles in the cart on %s', (kind) => {
  const t = testServer<BundleFixtures>(kind, { seed: false, prepare: seedBundleFixtures });
  const f = () => t.fx;
  const addBundle = (s: Pick<Awaited<ReturnType<typeof shopper>>, 'send'>, body: Record<string, unknown>) =>
    s.send('POST', '/bundles', body);

  it('reads a bundle: its rules, and each item as the product page has it; a product that is not one is a 404', async () => {
    const read = await t.app.inject({ url: `/api/catalogue/products/${f().bundle.builder}/bundle?locale=en` });
    expect(read.statusCode).toBe(200);
    const bundle = read.json<Bundle>();
    expect(bundle.rules).toMatchObject({ optional: true, min: 2, max: 4, totalMax: 100_000, discount: 0 });
    expect(bundle.items.map((i) => i.product.slug)).toEqual(['mug', 'rug', 'lamp']);
    expect(bundle.items[1]!.product.variations).not.toBe(false);
    const mug = await t.app.inject({ url: `/api/catalogue/products/${f().product.mug}/bundle?locale=en` });
    expect(mug.statusCode).toBe(404);
    expect(problemOf(mug).code).toBe('bundle_not_found');
  });

  it('adds a bundle as a parent line priced by the rules and a line per item that follows it', async () => {
    const s = await shopper(t.app);
    const added = await addBundle(s, { productId: f().bundle.breakfast, quantity: 1, items: [] });
    expect(added.statusCode).toBe(200);
    const cart = added.json<CartBody>();
    const [parent, mugs, plate] = cart.items;
    // 2 × 100.00 and 200.00 at 10 % off, each item rounded: 180.00 + 180.00; regular 450.00.
    expect(parent).toMatchObject({ role: 'bundle', unitPrice: 36_000, regularUnitPrice: 45_000, quantity: 1 });
    expect(mugs).toMatchObject({ role: 'bundled', parentKey: parent!.key, perParent: 2, quantity: 2, unitPrice: 0 });
    expect(plate).toMatchObject({ role: 'bundled', parentKey: parent!.key, perParent: 1, quantity: 1 });
    expect(cart.totals.subtotal).toBe(36_000);
    // The bundle counts as the things in it.
    expect(cart.count).toBe(3);
    // The same choice adds up; its items follow.
    const again = (await addBundle(s, { productId: f().bundle.breakfast, quantity: 2, items: [] })).json<CartBody>();
    expect(again.items.map((i) => i.quantity)).toEqual([3, 6, 3]);
    expect(again.totals.subtotal).toBe(108_000);
  });

  it('moves the items with the bundle, removes them with it, and never changes an item alone', async () => {
    const s = await shopper(t.app);
    const cart = (await addBundle(s, { productId: f().bundle.breakfast, quantity: 1, items: [] })).json<CartBody>();
    const [parent, child] = cart.items;
    expect((await s.update(parent!.key, 2)).json<CartBody>().items.map((i) => i.quantity)).toEqual([2, 4, 2]);
    const refused = await s.update(child!.key, 5);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: 'bundled_item', errors: [{ field: 'params.key' }] });
    expect(problemOf(await s.remove(child!.key)).code).toBe('bundled_item');
    expect((await s.remove(parent!.key)).json<CartBody>().items).toEqual([]);
  });

  it('sells a fixed-price bundle at its own price, and takes off a fixed amount smaller than the total', async () => {
    const s = await shopper(t.app);
    const fixed = (await addBundle(s, { productId: f().bundle.fixed, quantity: 1, items: [] })).json<CartBody>();
    expect(fixed.items[0]).toMatchObject({ unitPrice: 30_000, regularUnitPrice: 50_000 });
    const rug = (await addBundle(s, { productId: f().bundle.largeRug, quantity: 1, items: [] })).json<CartBody>();
    // 320.00 + 100.00 − 50.00.
    expect(rug.items.find((i) => i.productId === f().bundle.largeRug)).toMatchObject({ unitPrice: 37_000 });
  });

  it('refuses an optional bundle in the readiness order, naming the field, and changes nothing', async () => {
    const s = await shopper(t.app);
    const [mug, rug, lamp] = f().items.builder;
    const builder = (items: unknown[]) => addBundle(s, { productId: f().bundle.builder, quantity: 1, items });
    const before = await snapshot(t.db.handle.db);
    const cases: Array<[unknown[], string, string, Record<string, unknown>?]> = [
      [
        [
          { itemId: rug, quantity: 1 },
          { itemId: mug, quantity: 1 },
        ],
        'variation_required',
        'body.items.0',
        { name: 'Rug' },
      ],
      [[], 'nothing_selected', 'body.items'],
      [[{ itemId: mug, quantity: 1 }], 'below_min_quantity', 'body.items', { min: 2 }],
      [
        [
          { itemId: mug, quantity: 3 },
          { itemId: lamp, quantity: 2 },
        ],
        'above_max_quantity',
        'body.items',
        { max: 4 },
      ],
      [[{ itemId: lamp, quantity: 3 }], 'above_total_max', 'body.items', { amount: 100_000 }],
    ];
    for (const [items, code, field, params] of cases) {
      const problem = problemOf(await builder(items));
      expect(problem, code).toMatchObject({ status: 409, code, errors: [{ field }] });
      if (params) expect(problem.params).toMatchObject(params);
    }
    const unknown = problemOf(await builder([{ itemId: f().items.fixed[0], quantity: 1 }]));
    expect(unknown).toMatchObject({ code: 'bundle_item_unknown', errors: [{ field: 'body.items.0.itemId' }] });
    const tooMany = problemOf(await builder([{ itemId: mug, quantity: 4 }]));
    expect(tooMany).toMatchObject({ code: 'quantity_out_of_range', errors: [{ field: 'body.items.0.quantity' }] });
    const priced = await builder([{ itemId: mug, quantity: 2, price: 1 }]);
    expect(priced.statusCode).toBe(400);
    const foreign = problemOf(await builder([{ itemId: rug, quantity: 2, variationId: f().otherRugVariation }]));
    expect(foreign).toMatchObject({ code: 'variation_unavailable', errors: [{ field: 'body.items.0.variationId' }] });
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it('builds an optional bundle with a chosen variation, priced from the items chosen', async () => {
    const s = await shopper(t.app);
    const [mug, rug] = f().items.builder;
    const added = await addBundle(s, {
      productId: f().bundle.builder,
      quantity: 1,
      items: [
        { itemId: mug, quantity: 1 },
        { itemId: rug, quantity: 1, variationId: f().variation.indigoLarge },
      ],
    });
    expect(added.statusCode).toBe(200);
    const cart = added.json<CartBody>();
    expect(cart.items[0]).toMatchObject({ role: 'bundle', unitPrice: 42_000 });
    expect(cart.items.slice(1).map((i) => [i.productId, i.variationId, i.quantity])).toEqual([
      [f().product.mug, null, 1],
      [f().product.rug, f().variation.indigoLarge, 1],
    ]);
  });

  it('checks the stock of every item for the bundles asked, counting the same item elsewhere in the cart', async () => {
    const s = await shopper(t.app);
    const tooMany = problemOf(await addBundle(s, { productId: f().bundle.largeRug, quantity: 3, items: [] }));
    expect(tooMany).toMatchObject({ code: 'insufficient_stock', errors: [{ field: 'body.quantity' }] });
    expect(
      (await s.add({ productId: f().product.rug, variationId: f().variation.indigoLarge, quantity: 2 })).statusCode,
    ).toBe(200);
    const taken = problemOf(await addBundle(s, { productId: f().bundle.largeRug, quantity: 1, items: [] }));
    expect(taken.code).toBe('insufficient_stock');
  });

  it('refuses a bundle added as a plain product, sending the shopper to its page', async () => {
    const s = await shopper(t.app);
    const problem = problemOf(await s.add({ productId: f().bundle.breakfast, quantity: 1 }));
    expect(problem).toMatchObject({ code: 'bundle_choice_required', productUrl: '/en/product/breakfast-set/' });
  });

  it('orders the bundle with its structure: the items name their bundle', async () => {
    const b = await buyer(t.app);
    await addBundle(b, { productId: f().bundle.breakfast, quantity: 1, items: [] });
    const placed = await b.placeAtShownTotal();
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ lines: Array<{ name: string; role: string | null; parentPosition: number | null }> }>();
    expect(order.lines.map((l) => [l.role, l.parentPosition])).toEqual([
      ['bundle', null],
      ['bundled', 0],
      ['bundled', 0],
    ]);
  });

  it('takes the stock of a bundle’s items when it is ordered, not of the bundle, which keeps no count', async () => {
    const b = await buyer(t.app);
    const [mug, , lamp] = f().items.builder;
    const items = [
      { itemId: mug, quantity: 1 },
      { itemId: lamp, quantity: 2 },
    ];
    expect((await addBundle(b, { productId: f().bundle.builder, quantity: 1, items })).statusCode).toBe(200);
    const placed = await b.placeAtShownTotal();
    expect(placed.statusCode, placed.body).toBe(201);
    const left = async (id: number) =>
      (await t.db.handle.db.select({ n: products.stockQuantity }).from(products).where(eq(products.id, id)))[0]!.n;
    expect(await left(f().product.lamp!)).toBe(1);
    expect(await left(f().bundle.builder)).toBeNull();
  });
});
