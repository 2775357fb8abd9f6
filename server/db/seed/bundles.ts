import { sql } from 'drizzle-orm';
import { type BundleItemState, type BundlePriceSettings, type BundleRules, bundleTotals } from '@domain/bundles';
import { LOCALES } from '@domain/locales';
import { type Db, queryRows } from '../client';
import {
  bundleItems,
  bundles,
  categories,
  productCategories,
  productImages,
  productTranslations,
  products,
} from '../schema/index';
import { loadSettings } from '../../modules/settings/service';
import { BUNDLES, type BundleSeed } from './bundle-plans';
import {
  type SeededProduct,
  type SeededVariation,
  cheapestVariation,
  loadSeeded,
  offerable,
  priceOf,
  variationMatching,
} from './seeded';

interface ResolvedItem {
  product: SeededProduct;
  /** The variation the bundle names, or null when the shopper chooses. */
  named: SeededVariation | null;
  quantity: number;
  min: number;
  max: number | null;
}

/** A bundle's items as written, or null when one is missing or cannot be sold now (a shrunk catalogue). */
function resolveItems(seed: BundleSeed, seeded: Map<string, SeededProduct>): ResolvedItem[] | null {
  const items: ResolvedItem[] = [];
  for (const item of seed.items) {
    const product = seeded.get(item.slug);
    if (!offerable(product)) return null;
    const named = item.variation ? variationMatching(product, item.variation) : null;
    // A choice left to the shopper needs a bundle that lets them choose.
    if (named === undefined || (named === null && product.type === 'variable' && seed.rules.variables === false))
      return null;
    items.push({ product, named, quantity: item.quantity ?? 1, min: item.min ?? 0, max: item.max ?? null });
  }
  return items;
}

const bundleRulesOf = (rules: typeof bundles.$inferSelect): BundleRules => ({
  discount: rules.discountPpm / 10_000,
  discountAmount: rules.discountAmount,
  fixedPrice: rules.fixedPrice,
  optional: rules.optional,
  excludeUnpurchasable: rules.excludeUnpurchasable,
  min: rules.minQty,
  max: rules.maxQty,
  totalMin: rules.totalMin,
  totalMax: rules.totalMax,
});

const withDefaults = (seed: BundleSeed, productId: number): typeof bundles.$inferSelect => ({
  productId,
  discountPpm: 0,
  discountAmount: 0,
  fixedPrice: false,
  optional: false,
  variables: true,
  excludeUnpurchasable: false,
  minQty: 0,
  maxQty: 0,
  totalMin: 0,
  totalMax: 0,
  priceSuffix: null,
  ...seed.rules,
});

/**
 * The bundle's price at its default quantities, as the listing shows it: an item left to the shopper counts at its
 * cheapest variation ('from'). The product page recomputes it live.
 */
function defaultPrices(seed: BundleSeed, items: ResolvedItem[], pricing: BundlePriceSettings) {
  if (seed.prices) return { regularPrice: seed.prices.regular, salePrice: seed.prices.sale };
  const rules = bundleRulesOf(withDefaults(seed, 0));
  const states: BundleItemState[] = items.map((i) => {
    const sold = i.named ?? (i.product.type === 'variable' ? cheapestVariation(i.product)! : i.product);
    return {
      id: sold.id,
      name: i.product.slug,
      price: priceOf(sold),
      regularPrice: sold.regularPrice,
      qty: i.quantity,
      stock: -1,
      optional: rules.optional,
      purchasable: true,
    };
  });
  const totals = bundleTotals(states, rules, pricing, { price: 0, regularPrice: 0 });
  return { regularPrice: totals.regular, salePrice: totals.sale < totals.regular ? totals.sale : null };
}

/** Shipping data of the set: its default pieces' weight, and the largest piece's size. */
function shippingOf(items: ResolvedItem[]) {
  const weight = items.reduce((sum, i) => sum + (i.named?.weightGrams ?? i.product.weightGrams ?? 0) * i.quantity, 0);
  const largest = (axis: 0 | 1 | 2) => Math.max(...items.map((i) => i.product.dimensionsMm[axis] ?? 0));
  return { weightGrams: weight, lengthMm: largest(0), widthMm: largest(1), heightMm: largest(2) };
}

/** The gallery: the first picture of each of its first three items (a named variation's own picture first). */
function picturesOf(items: ResolvedItem[]) {
  const pictures: SeededProduct['images'] = [];
  for (const item of items.slice(0, 3)) {
    const own = item.named?.imageAssetId;
    const picture = item.product.images.find((i) => i.assetId === own) ?? item.product.images[0];
    if (picture && !pictures.some((p) => p.assetId === picture.assetId)) pictures.push(picture);
  }
  return pictures;
}

/**
 * The demo bundles, written after every other product: last in the shop's order, older than every product (never a
 * new arrival), not featured, in stock without a count, priced for the listing at their default quantities.
 */
export async function writeBundles(db: Db, plans: BundleSeed[] = BUNDLES): Promise<void> {
  const slugs = plans.flatMap((b) => b.items.map((i) => i.slug));
  const seeded = await loadSeeded(db, slugs);
  const planned = plans.flatMap((seed) => {
    const items = resolveItems(seed, seeded);
    return items ? [{ seed, items }] : [];
  });
  if (planned.length === 0) return;
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryOf = new Map(categoryRows.map((c) => [c.slug, c.id]));
  const [edge] = await queryRows<{ menu: number; oldest: string | Date }>(
    db,
    sql`select coalesce(max(menu_order), 0)::int as menu, min(created_at) as oldest from products`,
  );
  const oldest = new Date(edge!.oldest).getTime();
  const pricing = (await loadSettings(db)).bundles;

  for (const [n, { seed, items }] of planned.entries()) {
    const categoryId = categoryOf.get(seed.category);
    if (categoryId === undefined || !items.some((i) => i.product.categoryIds.includes(categoryId)))
      throw new Error(`bundle ${seed.slug}: ${seed.category} is not a category of its items`);
    const [row] = await db
      .insert(products)
      .values({
        slug: seed.slug,
        type: 'bundle',
        sku: seed.sku,
        ...defaultPrices(seed, items, pricing),
        stockStatus: 'instock',
        stockQuantity: null,
        ...shippingOf(items),
        featured: false,
        menuOrder: edge!.menu + 1 + n,
        createdAt: new Date(oldest - (n + 1) * 24 * 3_600_000),
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await db.insert(productTranslations).values(
      LOCALES.map((locale) => ({
        productId,
        locale,
        name: seed.name[locale],
        shortDescription: seed.short[locale],
        description: seed.long[locale],
      })),
    );
    await db.insert(productCategories).values({ productId, categoryId });
    await db
      .insert(productImages)
      .values(picturesOf(items).map((p, position) => ({ productId, assetId: p.assetId, alt: p.alt, position })));
    await db.insert(bundles).values(withDefaults(seed, productId));
    await db.insert(bundleItems).values(
      items.map((i, position) => ({
        bundleId: productId,
        position,
        productId: i.product.id,
        variationId: i.named?.id ?? null,
        quantity: i.quantity,
        minQty: i.min,
        maxQty: i.max,
      })),
    );
  }
}
