import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleItemState, bundleTotals, parseNewPrice } from '@domain/bundles';
import { activePrice } from '@domain/pricing';
import {
  boughtTogether,
  boughtTogetherSettings,
  bundleItems,
  bundles,
  productCategories,
  productImages,
  products,
  variations,
} from '../../../server/db/schema/index';
import { BOUGHT_TOGETHER_JOURNEYS, BUNDLE_WITH_COMPANIONS } from '../../../server/db/seed/bought-together';
import { VARIATION_LIST_LIMIT } from '../../../server/modules/product/service/shape';
import { loadSettings } from '../../../server/modules/settings/service';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';

type Product = typeof products.$inferSelect;
type Variation = typeof variations.$inferSelect;

const now = new Date();
const noWindow = (row: { saleFrom: Date | null; saleTo: Date | null }) => row.saleFrom === null && row.saleTo === null;
const sellable = (v: Variation) => v.visible && v.purchasable && v.stockStatus === 'instock' && noWindow(v);

describe.each(databases)('seeded bundles and bought-together lists on %s', (kind) => {
  let db: TestDatabase;
  let product: Map<number, Product>;
  let variationsOf: Map<number, Variation[]>;
  let bundleRows: Array<typeof bundles.$inferSelect>;
  let items: Array<typeof bundleItems.$inferSelect>;
  let relations: Array<typeof boughtTogether.$inferSelect>;

  const itemsOf = (bundleId: number) => items.filter((i) => i.bundleId === bundleId);
  const visible = (productId: number) => (variationsOf.get(productId) ?? []).filter((v) => v.visible);
  /** Sold now, as a bundle item or a companion must be. */
  const offerable = (p: Product) =>
    p.purchasable &&
    p.stockStatus === 'instock' &&
    noWindow(p) &&
    (p.type === 'simple' ||
      (p.type === 'variable' && visible(p.id).length <= VARIATION_LIST_LIMIT && visible(p.id).some(sellable)));
  const lowest = (p: Product) =>
    p.type === 'variable'
      ? Math.min(
          ...visible(p.id)
            .filter(sellable)
            .map((v) => activePrice(v, now)),
        )
      : activePrice(p, now);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const d = db.handle.db;
    product = new Map((await d.select().from(products)).map((p) => [p.id, p]));
    variationsOf = new Map();
    for (const v of await d.select().from(variations))
      variationsOf.set(v.productId, [...(variationsOf.get(v.productId) ?? []), v]);
    bundleRows = await d.select().from(bundles);
    items = await d.select().from(bundleItems).orderBy(bundleItems.bundleId, bundleItems.position);
    relations = await d.select().from(boughtTogether).orderBy(boughtTogether.productId, boughtTogether.position);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('has at least five bundles, one for each way a bundle is priced or chosen', () => {
    expect(bundleRows.length).toBeGreaterThanOrEqual(5);
    const simpleItems = (id: number) => itemsOf(id).every((i) => product.get(i.productId)!.type === 'simple');
    expect(bundleRows.some((b) => b.fixedPrice)).toBe(true);
    expect(bundleRows.some((b) => !b.fixedPrice && !b.optional && b.discountPpm > 0 && simpleItems(b.productId))).toBe(
      true,
    );
    const optional = bundleRows.find((b) => b.optional && b.minQty > 0 && b.maxQty > b.minQty)!;
    expect(optional).toBeDefined();
    const its = itemsOf(optional.productId);
    expect(its.every((i) => i.maxQty !== null && i.minQty <= i.quantity && i.quantity <= i.maxQty)).toBe(true);
    // The shopper builds it up: some items start at 0 and the defaults stay below the minimum.
    expect(its.some((i) => i.quantity === 0)).toBe(true);
    expect(its.reduce((sum, i) => sum + i.quantity, 0)).toBeLessThan(optional.minQty);
    expect(its.reduce((sum, i) => sum + i.maxQty!, 0)).toBeGreaterThan(optional.maxQty);
    expect(bundleRows.some((b) => b.totalMin > 0 && b.totalMax > b.totalMin && b.discountAmount > 0)).toBe(true);
    const variable = bundleRows.find((b) =>
      itemsOf(b.productId).some((i) => i.variationId === null && product.get(i.productId)!.type === 'variable'),
    );
    expect(variable?.variables).toBe(true);
    expect(itemsOf(variable!.productId).some((i) => i.variationId !== null)).toBe(true);
  });

  it('bundles only what can be bought now', () => {
    for (const item of items) {
      const p = product.get(item.productId)!;
      expect(p.type, p.slug).not.toBe('bundle');
      expect(offerable(p), p.slug).toBe(true);
      if (item.variationId !== null) {
        const v = visible(p.id).find((x) => x.id === item.variationId);
        expect(v && sellable(v), `${p.slug} #${item.variationId}`).toBe(true);
      }
    }
  });

  it('writes bundle products after the catalogue: last, oldest, in stock, pictured and in an item’s category', async () => {
    const d = db.handle.db;
    const others = [...product.values()].filter((p) => p.type !== 'bundle');
    const lastOrder = Math.max(...others.map((p) => p.menuOrder));
    const oldest = Math.min(...others.map((p) => p.createdAt.getTime()));
    const ids = bundleRows.map((b) => b.productId);
    const pictures = await d.select().from(productImages).where(inArray(productImages.productId, ids));
    const categories = await d.select().from(productCategories);
    for (const id of ids) {
      const p = product.get(id)!;
      expect(p.type).toBe('bundle');
      expect([p.stockStatus, p.stockQuantity, p.featured]).toEqual(['instock', null, false]);
      expect(p.menuOrder, p.slug).toBeGreaterThan(lastOrder);
      expect(p.createdAt.getTime(), p.slug).toBeLessThan(oldest);
      expect(pictures.filter((i) => i.productId === id).length, p.slug).toBeGreaterThan(0);
      const own = categories.filter((c) => c.productId === id).map((c) => c.categoryId);
      const ofItems = categories.filter((c) => itemsOf(id).some((i) => i.productId === c.productId));
      expect(own.length).toBe(1);
      expect(ofItems.map((c) => c.categoryId)).toContain(own[0]);
    }
    // Pictures of the items, reused: no new asset.
    const itemAssets = new Set(
      (await d.select().from(productImages).where(ne(productImages.productId, ids[0]!)))
        .filter((i) => !ids.includes(i.productId))
        .map((i) => i.assetId),
    );
    expect(pictures.every((i) => itemAssets.has(i.assetId))).toBe(true);
  });

  it('prices each bundle as the listing shows it: its defaults through bundleTotals, or its own price', async () => {
    const pricing = (await loadSettings(db.handle.db)).bundles;
    for (const b of bundleRows) {
      const p = product.get(b.productId)!;
      const states: BundleItemState[] = itemsOf(b.productId).map((i) => {
        const item = product.get(i.productId)!;
        // An item left to the shopper counts at its cheapest sellable variation ('from').
        const options = visible(item.id).filter((v) => (i.variationId === null ? sellable(v) : v.id === i.variationId));
        const sold =
          item.type === 'variable' ? options.sort((x, y) => activePrice(x, now) - activePrice(y, now))[0]! : item;
        const price = activePrice(sold, now);
        return {
          id: sold.id,
          name: item.slug,
          price,
          regularPrice: sold.regularPrice,
          qty: i.quantity,
          stock: -1,
          optional: b.optional,
          purchasable: true,
        };
      });
      const rules = {
        discount: b.discountPpm / 10_000,
        discountAmount: b.discountAmount,
        fixedPrice: b.fixedPrice,
        optional: b.optional,
        excludeUnpurchasable: b.excludeUnpurchasable,
        min: b.minQty,
        max: b.maxQty,
        totalMin: b.totalMin,
        totalMax: b.totalMax,
      };
      if (b.fixedPrice) {
        const items = bundleTotals(states, { ...rules, fixedPrice: false, discount: 0, discountAmount: 0 }, pricing, {
          price: 0,
          regularPrice: 0,
        });
        expect(p.salePrice, p.slug).not.toBeNull();
        expect(p.salePrice!, p.slug).toBeLessThan(items.sale);
        expect(p.salePrice!, p.slug).toBeLessThan(p.regularPrice);
        continue;
      }
      const totals = bundleTotals(states, rules, pricing, { price: 0, regularPrice: 0 });
      expect([p.regularPrice, p.salePrice], p.slug).toEqual([
        totals.regular,
        totals.sale < totals.regular ? totals.sale : null,
      ]);
      expect(totals.sale, p.slug).toBeLessThan(totals.regular);
      if (b.totalMin > 0) expect(totals.sale, p.slug).toBeGreaterThanOrEqual(b.totalMin);
      if (b.totalMax > 0) expect(totals.sale, p.slug).toBeLessThanOrEqual(b.totalMax);
    }
  });

  it('gives at least eight products companions that can be bought, at full price, a percentage or a lower unit price', () => {
    const lists = new Map<number, typeof relations>();
    for (const r of relations.filter((x) => x.variationId === null))
      lists.set(r.productId, [...(lists.get(r.productId) ?? []), r]);
    expect(lists.size).toBeGreaterThanOrEqual(8);
    // One bundle has companions, bought with it.
    expect(
      [...lists.keys()].filter((id) => product.get(id)!.type === 'bundle').map((id) => product.get(id)!.slug),
    ).toEqual([BUNDLE_WITH_COMPANIONS]);
    for (const list of lists.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
    }
    for (const r of relations) {
      const companion = product.get(r.companionId)!;
      expect(offerable(companion), companion.slug).toBe(true);
      const price = parseNewPrice(r.newPrice);
      if (price.kind === 'fixed') expect(price.amount, companion.slug).toBeLessThan(lowest(companion));
    }
    const prices = new Set(relations.map((r) => r.newPrice));
    expect(prices.has('100%')).toBe(true);
    expect([...prices].filter((p) => /^\d+%$/.test(p) && p !== '100%').length).toBeGreaterThanOrEqual(2);
    expect(relations.some((r) => parseNewPrice(r.newPrice).kind === 'fixed')).toBe(true);
    expect(relations.some((r) => product.get(r.companionId)!.type === 'variable')).toBe(true);
    // Nothing is ticked unless the shop chose it: the simple journey's list starts with nothing ticked, a few
    // companions are ticked by the shop's choice.
    const satchel = [...product.values()].find((p) => p.slug === BOUGHT_TOGETHER_JOURNEYS.simple)!;
    expect(relations.filter((r) => r.productId === satchel.id && r.checked)).toEqual([]);
    const ticked = relations.filter((r) => r.checked);
    expect(ticked.length).toBeGreaterThan(0);
    expect(ticked.length).toBeLessThan(relations.length / 4);
  });

  it('gives one variation of a variable product a list of its own, different from the product’s', () => {
    const own = relations.filter((r) => r.variationId !== null);
    expect(own.length).toBeGreaterThan(0);
    const main = product.get(own[0]!.productId)!;
    expect(main.type).toBe('variable');
    expect(main.slug).toBe(BOUGHT_TOGETHER_JOURNEYS.variable);
    expect(variationsOf.get(main.id)!.some((v) => v.id === own[0]!.variationId && sellable(v))).toBe(true);
    const companions = (variationId: number | null) =>
      relations.filter((r) => r.productId === main.id && r.variationId === variationId).map((r) => r.companionId);
    expect(companions(own[0]!.variationId)).not.toEqual(companions(null));
    expect(companions(null).length).toBeGreaterThan(0);
  });

  it('sets the blocks of several products apart from the defaults, and lists the journeys’ products', async () => {
    const rows = await db.handle.db.select().from(boughtTogetherSettings);
    const has = (test: (s: (typeof rows)[number]) => boolean) => rows.some(test);
    expect(has((s) => s.selection === 'single')).toBe(true);
    expect(has((s) => s.atcButton === 'separate')).toBe(true);
    expect(has((s) => s.atcButton === 'both')).toBe(true);
    expect(has((s) => s.syncQty)).toBe(true);
    expect(has((s) => s.ignoreThis)).toBe(true);
    expect(has((s) => s.thisNewPrice === '95%')).toBe(true);
    expect(has((s) => s.layout === 'carousel-3')).toBe(true);
    expect(has((s) => s.layout === 'carousel-4')).toBe(true);
    // The three places of the page: one list above the form, one under it, the rest where the store puts it.
    expect(has((s) => s.position === 'before')).toBe(true);
    expect(has((s) => s.position === 'after')).toBe(true);
    expect(rows.filter((s) => s.position === null).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((s) => s.optional).length).toBeGreaterThan(rows.length / 2);
    // A list without the variation choice holds a variable companion; suffixes in every locale.
    const noChoice = rows.find((s) => !s.variables);
    expect(noChoice).toBeDefined();
    const offered = relations.filter((r) => r.productId === noChoice!.productId).map((r) => r.companionId);
    const [variable] = await db.handle.db
      .select()
      .from(products)
      .where(and(inArray(products.id, offered), eq(products.type, 'variable')));
    expect(variable).toBeDefined();
    expect(rows.find((s) => s.priceSuffix)?.priceSuffix).toEqual({ fr: 'TTC', en: 'incl. VAT', ar: 'شامل الضريبة' });
    expect(relations.some((r) => r.priceSuffix?.fr && r.priceSuffix.en && r.priceSuffix.ar)).toBe(true);
    for (const slug of Object.values(BOUGHT_TOGETHER_JOURNEYS)) {
      const [p] = await db.handle.db.select().from(products).where(eq(products.slug, slug));
      expect(p?.featured, slug).toBe(true);
      expect(
        relations.some((r) => r.productId === p!.id && r.variationId === null),
        slug,
      ).toBe(true);
    }
  });
});
