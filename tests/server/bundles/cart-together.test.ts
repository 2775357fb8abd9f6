import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boughtTogether, boughtTogetherSettings } from '../../../server/db/schema/index';
import type { CartBody } from '../../../server/modules/cart/schemas';
import type { BoughtTogether } from '../../../server/modules/bundles/schemas';
import { type BundleFixtures, seedBundleFixtures } from '../support/bundle-fixtures';
import { problemOf, shopper, snapshot } from '../support/cart-client';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

describe.each(databases)('bought together on %s', (kind) => {
  const t = testServer<BundleFixtures>(kind, { seed: false, prepare: seedBundleFixtures });
  const f = () => t.fx;
  const list = async (productId: number | undefined, variationId?: number) =>
    (
      await t.app.inject({
        url: `/api/catalogue/products/${productId}/bought-together?locale=en${variationId ? `&variationId=${variationId}` : ''}`,
      })
    ).json<BoughtTogether>();

  it("reads a product's companions with the block's settings, and a variation's own list in its place", async () => {
    const mug = await list(f().product.mug);
    expect(mug.items.map((i) => [i.product.slug, i.newPrice])).toEqual([
      ['plate', '90%'],
      ['lamp', '150.00'],
      ['rug', '85%'],
    ]);
    expect(mug.settings).toMatchObject({ optional: true, thisNewPrice: '95%', selection: 'multiple' });
    const rug = await list(f().product.rug);
    expect(rug.variationsWithList).toEqual([f().variation.indigoLarge]);
    expect(rug.items.map((i) => i.product.slug)).toEqual(['tray']);
    const large = await list(f().product.rug, f().variation.indigoLarge);
    expect(large).toMatchObject({ variationId: f().variation.indigoLarge });
    expect(large.items.map((i) => i.product.slug)).toEqual(['mug']);
    // A variation without a list of its own reads the product's.
    expect((await list(f().product.rug, f().variation.indigoSmall)).items.map((i) => i.product.slug)).toEqual(['tray']);
    expect((await list(f().product.plate)).items).toEqual([]);
  });

  it('adds the main product and its companions at the block prices, kept by the server while the main line stays', async () => {
    const s = await shopper(t.app);
    const added = await s.send('POST', '/bought-together', {
      productId: f().product.mug,
      quantity: 1,
      items: [
        { relationId: f().relation.mugPlate, quantity: 1 },
        { relationId: f().relation.mugRug, quantity: 1, variationId: f().variation.indigoLarge },
      ],
    });
    expect(added.statusCode).toBe(200);
    const cart = added.json<CartBody>();
    // The mug at 95 % (95.00), the plate at 90 % of its sale price (180.00), the rug at 85 % of 320.00 (272.00).
    expect(cart.items.map((i) => [i.productId, i.role, i.unitPrice])).toEqual([
      [f().product.mug, null, 9_500],
      [f().product.plate, 'together', 18_000],
      [f().product.rug, 'together', 27_200],
    ]);
    expect(cart.totals.subtotal).toBe(9_500 + 18_000 + 27_200);
    // Without the main product the companions sell at their own prices.
    const alone = (await s.remove(cart.items[0]!.key)).json<CartBody>();
    expect(alone.items.map((i) => i.unitPrice)).toEqual([20_000, 32_000]);
  });

  it('charges a fixed new price, and the plain add of a product stays a line of its own', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: f().product.lamp, quantity: 1 });
    const cart = (
      await s.send('POST', '/bought-together', {
        productId: f().product.mug,
        quantity: 2,
        items: [{ relationId: f().relation.mugLamp, quantity: 1 }],
      })
    ).json<CartBody>();
    expect(cart.items.map((i) => [i.productId, i.unitPrice, i.quantity])).toEqual([
      [f().product.lamp, 40_000, 1],
      [f().product.mug, 9_500, 2],
      [f().product.lamp, 15_000, 1],
    ]);
  });

  it('refuses what the block does not offer, naming the field, and changes nothing', async () => {
    const s = await shopper(t.app);
    const before = await snapshot(t.db.handle.db);
    const send = (body: Record<string, unknown>) => s.send('POST', '/bought-together', { quantity: 1, ...body });
    const foreign = problemOf(
      await send({ productId: f().product.mug, items: [{ relationId: f().relation.lampTray, quantity: 1 }] }),
    );
    expect(foreign).toMatchObject({ code: 'companion_unknown', errors: [{ field: 'body.items.0.relationId' }] });
    const noVariation = problemOf(
      await send({ productId: f().product.mug, items: [{ relationId: f().relation.mugRug, quantity: 1 }] }),
    );
    expect(noVariation).toMatchObject({ code: 'variation_required', errors: [{ field: 'body.items.0.variationId' }] });
    const single = problemOf(
      await send({
        productId: f().product.lamp,
        items: [
          { relationId: f().relation.lampMug, quantity: 1 },
          { relationId: f().relation.lampTray, quantity: 1 },
        ],
      }),
    );
    expect(single).toMatchObject({ code: 'single_selection', errors: [{ field: 'body.items' }] });
    const fixedQuantity = problemOf(
      await send({ productId: f().product.lamp, items: [{ relationId: f().relation.lampMug, quantity: 3 }] }),
    );
    expect(fixedQuantity).toMatchObject({
      code: 'quantity_out_of_range',
      errors: [{ field: 'body.items.0.quantity' }],
    });
    // The indigo large rug has a list of its own: the product's list does not apply to it.
    const otherList = problemOf(
      await send({
        productId: f().product.rug,
        variationId: f().variation.indigoLarge,
        items: [{ relationId: f().relation.rugTray, quantity: 1 }],
      }),
    );
    expect(otherList.code).toBe('companion_unknown');
    const priced = await send({
      productId: f().product.mug,
      items: [{ relationId: f().relation.mugPlate, quantity: 1, price: 1 }],
    });
    expect(priced.statusCode).toBe(400);
    expect(await snapshot(t.db.handle.db)).toEqual(before);
  });

  it("takes a variation's own list when that variation is chosen", async () => {
    const s = await shopper(t.app);
    const added = await s.send('POST', '/bought-together', {
      productId: f().product.rug,
      variationId: f().variation.indigoLarge,
      quantity: 1,
      items: [{ relationId: f().relation.rugLargeMug, quantity: 1 }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<CartBody>().items.map((i) => [i.productId, i.role])).toEqual([
      [f().product.rug, null],
      [f().product.mug, 'together'],
    ]);
  });

  it("says the suffixes in the shopper's language and the block's position, and with the variation choice off refuses a variable companion", async () => {
    const db = t.db.handle.db;
    const mug = f().product.mug!;
    await db
      .update(boughtTogetherSettings)
      .set({ variables: false, priceSuffix: { fr: 'TTC', en: 'incl. VAT', ar: 'شامل الضريبة' }, position: 'after' })
      .where(eq(boughtTogetherSettings.productId, mug));
    await db
      .update(boughtTogether)
      .set({ priceSuffix: { fr: "l'unité", en: 'each', ar: 'للقطعة' } })
      .where(eq(boughtTogether.id, f().relation.mugPlate));
    try {
      const read = async (locale: string) =>
        (
          await t.app.inject({ url: `/api/catalogue/products/${mug}/bought-together?locale=${locale}` })
        ).json<BoughtTogether>();
      const fr = await read('fr');
      expect(fr.settings).toMatchObject({ variables: false, priceSuffix: 'TTC', position: 'after' });
      expect(fr.items.map((i) => i.priceSuffix)).toEqual(["l'unité", '', '']);
      expect((await read('ar')).settings.priceSuffix).toBe('شامل الضريبة');
      // A list without settings keeps the defaults: the choice on, no suffix.
      expect((await list(f().product.rug)).settings).toMatchObject({
        variables: true,
        priceSuffix: '',
        position: null,
      });

      const s = await shopper(t.app);
      const before = await snapshot(db);
      const refused = await s.send('POST', '/bought-together', {
        productId: mug,
        quantity: 1,
        items: [{ relationId: f().relation.mugRug, quantity: 1, variationId: f().variation.indigoLarge }],
      });
      expect(refused.statusCode).toBe(400);
      expect(problemOf(refused)).toMatchObject({
        code: 'companion_unknown',
        errors: [{ field: 'body.items.0.relationId' }],
      });
      expect(await snapshot(db)).toEqual(before);
      // A simple companion is still bought with it.
      const added = await s.send('POST', '/bought-together', {
        productId: mug,
        quantity: 1,
        items: [{ relationId: f().relation.mugPlate, quantity: 1 }],
      });
      expect(added.statusCode).toBe(200);
    } finally {
      await db
        .update(boughtTogetherSettings)
        .set({ variables: true, priceSuffix: null, position: null })
        .where(eq(boughtTogetherSettings.productId, mug));
      await db.update(boughtTogether).set({ priceSuffix: null }).where(eq(boughtTogether.id, f().relation.mugPlate));
    }
  });
});
