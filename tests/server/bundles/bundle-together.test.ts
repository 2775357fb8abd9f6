import { describe, expect, it } from 'vitest';
import type { CartBody } from '../../../server/modules/cart/schemas';
import type { BoughtTogether } from '../../../server/modules/bundles/schemas';
import { type BundleFixtures, seedBundleFixtures } from '../support/bundle-fixtures';
import { problemOf, shopper, snapshot } from '../support/cart-client';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

/** A bundle's page with a 'frequently bought together' block: the companions ticked there go with the bundle. */
describe.each(databases)("a bundle's companions on %s", (kind) => {
  const t = testServer<BundleFixtures>(kind, { seed: false, prepare: seedBundleFixtures });
  const f = () => t.fx;

  it("reads a bundle's companions as any product's", async () => {
    const list = (
      await t.app.inject({ url: `/api/catalogue/products/${f().bundle.breakfast}/bought-together?locale=en` })
    ).json<BoughtTogether>();
    expect(list.items.map((i) => [i.product.slug, i.newPrice, i.checked])).toEqual([
      ['lamp', '150.00', false],
      ['tray', '90%', false],
    ]);
  });

  it('adds the bundle and its ticked companions, each at its block price, the bundle at its own', async () => {
    const s = await shopper(t.app);
    const added = await s.send('POST', '/bundles', {
      productId: f().bundle.breakfast,
      quantity: 2,
      items: [],
      together: [
        { relationId: f().relation.breakfastLamp, quantity: 1 },
        { relationId: f().relation.breakfastTray, quantity: 2 },
      ],
    });
    expect(added.statusCode).toBe(200);
    const cart = added.json<CartBody>();
    const parent = cart.items[0]!;
    // The set stays at 360.00 (its own rules; the block's 'this' price of 50 % does not apply to a bundle); the lamp
    // at its fixed 150.00, the tray at 90 % of 50.00.
    expect(cart.items.map((i) => [i.productId, i.role, i.unitPrice, i.quantity])).toEqual([
      [f().bundle.breakfast, 'bundle', 36_000, 2],
      [f().product.mug, 'bundled', 0, 4],
      [f().product.plate, 'bundled', 0, 2],
      [f().product.lamp, 'together', 15_000, 1],
      [f().product.tray, 'together', 4_500, 2],
    ]);
    expect(cart.items.filter((i) => i.role === 'together').every((i) => i.parentKey === parent.key)).toBe(true);
    expect(cart.totals.subtotal).toBe(2 * 36_000 + 15_000 + 2 * 4_500);
    // Without the bundle, the companions sell at their own prices.
    const alone = (await s.remove(parent.key)).json<CartBody>();
    expect(alone.items.map((i) => [i.productId, i.unitPrice])).toEqual([
      [f().product.lamp, 40_000],
      [f().product.tray, 5_000],
    ]);
  });

  it("refuses a companion the bundle's block does not offer, or more than the stock, naming it, and adds nothing", async () => {
    const s = await shopper(t.app);
    const before = await snapshot(t.db.handle.db);
    const send = (together: unknown[]) =>
      s.send('POST', '/bundles', { productId: f().bundle.breakfast, quantity: 1, items: [], together });
    const foreign = await send([{ relationId: f().relation.mugPlate, quantity: 1 }]);
    expect(foreign.statusCode).toBe(400);
    expect(problemOf(foreign)).toMatchObject({
      code: 'companion_unknown',
      errors: [{ field: 'body.together.0.relationId' }],
    });
    // Three lamps in stock.
    const tooMany = await send([
      { relationId: f().relation.breakfastTray, quantity: 1 },
      { relationId: f().relation.breakfastLamp, quantity: 4 },
    ]);
    expect(tooMany.statusCode).toBe(409);
    expect(problemOf(tooMany)).toMatchObject({
      code: 'insufficient_stock',
      errors: [{ field: 'body.together.1.quantity' }],
    });
    const priced = await send([{ relationId: f().relation.breakfastLamp, quantity: 1, price: 1 }]);
    expect(priced.statusCode).toBe(400);
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });
});
