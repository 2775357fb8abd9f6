/**
 * Bundles and bought-together lists over the cart fixtures, each figure known to the tests:
 * - breakfast: 10 % off, fixed quantities: 2 mugs (100.00) and a plate (on sale at 200.00, regular 250.00);
 * - builder: optional, 2 to 4 items in all and at most 1 000.00: mugs (0–3), a rug of the shopper's variation (0–2)
 *   and lamps (0–3, 3 in stock);
 * - fixed: sold at its own 300.00 (regular 500.00): a mug and a tray;
 * - large-rug: 50.00 off, the indigo large rug (2 in stock) and a mug;
 * - the mug's companions: the plate at 90 %, the lamp at 150.00, the rug at 85 %; with them the mug sells at 95 %;
 * - the lamp's: the mug and the tray, one at a time;
 * - the rug's: the tray, and for its indigo large variation the mug alone.
 */
import type { Db } from '../../../server/db/client';
import {
  boughtTogether,
  boughtTogetherSettings,
  bundleItems,
  bundles,
  products,
  productTranslations,
} from '../../../server/db/schema/index';
import { type CartFixtures, seedCartFixtures } from './cart-fixtures';

export interface BundleFixtures extends CartFixtures {
  bundle: Record<'breakfast' | 'builder' | 'fixed' | 'largeRug', number>;
  /** Bundle items by bundle, in order. */
  items: Record<'breakfast' | 'builder' | 'fixed' | 'largeRug', number[]>;
  /** Relations: mug → plate, lamp, rug; lamp → mug, tray; rug → tray; rug (indigo large) → mug. */
  relation: Record<
    | 'mugPlate'
    | 'mugLamp'
    | 'mugRug'
    | 'lampMug'
    | 'lampTray'
    | 'rugTray'
    | 'rugLargeMug'
    | 'breakfastLamp'
    | 'breakfastTray',
    number
  >;
}

async function bundleProduct(db: Db, slug: string, name: string, price: number, sale: number | null = null) {
  const [row] = await db
    .insert(products)
    .values({ slug, type: 'bundle', regularPrice: price, salePrice: sale })
    .returning({ id: products.id });
  await db.insert(productTranslations).values(
    (['fr', 'en', 'ar'] as const).map((locale) => ({
      productId: row!.id,
      locale,
      name: locale === 'en' ? name : `${name} (${locale}) ${locale === 'ar' ? 'عربي' : ''}`.trim(),
    })),
  );
  return row!.id;
}

export async function seedBundleFixtures(db: Db): Promise<BundleFixtures> {
  const cart = await seedCartFixtures(db);
  const p = cart.product;
  const bundle = {
    breakfast: await bundleProduct(db, 'breakfast-set', 'Breakfast set', 0),
    builder: await bundleProduct(db, 'build-your-set', 'Build your set', 0),
    fixed: await bundleProduct(db, 'fixed-set', 'Fixed set', 50_000, 30_000),
    largeRug: await bundleProduct(db, 'large-rug-set', 'Large rug set', 0),
  };
  await db.insert(bundles).values([
    { productId: bundle.breakfast, discountPpm: 100_000 },
    { productId: bundle.builder, optional: true, minQty: 2, maxQty: 4, totalMax: 100_000 },
    { productId: bundle.fixed, fixedPrice: true },
    { productId: bundle.largeRug, discountAmount: 5_000 },
  ]);
  const addItems = async (bundleId: number, rows: Array<Partial<typeof bundleItems.$inferInsert>>) => {
    const out = [];
    for (const [position, row] of rows.entries()) {
      const [item] = await db
        .insert(bundleItems)
        .values({ bundleId, position, productId: row.productId!, ...row })
        .returning({ id: bundleItems.id });
      out.push(item!.id);
    }
    return out;
  };
  const items = {
    breakfast: await addItems(bundle.breakfast, [
      { productId: p.mug!, quantity: 2 },
      { productId: p.plate!, quantity: 1 },
    ]),
    builder: await addItems(bundle.builder, [
      { productId: p.mug!, quantity: 0, minQty: 0, maxQty: 3 },
      { productId: p.rug!, quantity: 0, minQty: 0, maxQty: 2 },
      { productId: p.lamp!, quantity: 0, minQty: 0, maxQty: 3 },
    ]),
    fixed: await addItems(bundle.fixed, [{ productId: p.mug! }, { productId: p.tray! }]),
    largeRug: await addItems(bundle.largeRug, [
      { productId: p.rug!, variationId: cart.variation.indigoLarge },
      { productId: p.mug! },
    ]),
  };
  const relate = async (productId: number, companionId: number, newPrice = '100%', variationId?: number) => {
    const [row] = await db
      .insert(boughtTogether)
      .values({ productId, companionId, newPrice, variationId: variationId ?? null })
      .returning({ id: boughtTogether.id });
    return row!.id;
  };
  const relation = {
    mugPlate: await relate(p.mug!, p.plate!, '90%'),
    mugLamp: await relate(p.mug!, p.lamp!, '150'),
    mugRug: await relate(p.mug!, p.rug!, '85%'),
    lampMug: await relate(p.lamp!, p.mug!),
    lampTray: await relate(p.lamp!, p.tray!),
    rugTray: await relate(p.rug!, p.tray!),
    rugLargeMug: await relate(p.rug!, p.mug!, '100%', cart.variation.indigoLarge),
    // A bundle's companions, bought with it.
    breakfastLamp: await relate(bundle.breakfast, p.lamp!, '150'),
    breakfastTray: await relate(bundle.breakfast, p.tray!, '90%'),
  };
  await db.insert(boughtTogetherSettings).values([
    { productId: p.mug!, optional: true, thisNewPrice: '95%' },
    { productId: p.lamp!, selection: 'single' },
    // 'This' at half price would halve a bundle: a bundle keeps its own price.
    { productId: bundle.breakfast, optional: true, thisNewPrice: '50%' },
  ]);
  return { ...cart, bundle, items, relation };
}
