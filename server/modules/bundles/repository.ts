import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { BundleRules } from '@domain/bundles';
import type { Db } from '../../db/client';
import { boughtTogether, boughtTogetherSettings, bundleItems, bundles, products } from '../../db/schema/index';

/** A bundle's own row, or null when the product is not a bundle. */
export async function loadBundleRow(db: Db, productId: number) {
  const [row] = await db.select().from(bundles).where(eq(bundles.productId, productId)).limit(1);
  return row ?? null;
}
export type BundleRow = NonNullable<Awaited<ReturnType<typeof loadBundleRow>>>;

/** A bundle's row as the domain's rules read it (the percentage is stored in parts per million). */
export const rulesOf = (row: BundleRow): BundleRules => ({
  discount: row.discountPpm / 10_000,
  discountAmount: row.discountAmount,
  fixedPrice: row.fixedPrice,
  optional: row.optional,
  excludeUnpurchasable: row.excludeUnpurchasable,
  min: row.minQty,
  max: row.maxQty,
  totalMin: row.totalMin,
  totalMax: row.totalMax,
});

/** A bundle's items in order, with the slug of each item's product. */
export function loadBundleItems(db: Db, bundleId: number) {
  return db
    .select({
      id: bundleItems.id,
      productId: bundleItems.productId,
      slug: products.slug,
      variationId: bundleItems.variationId,
      quantity: bundleItems.quantity,
      minQty: bundleItems.minQty,
      maxQty: bundleItems.maxQty,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(eq(bundleItems.bundleId, bundleId))
    .orderBy(asc(bundleItems.position), asc(bundleItems.id));
}
export type BundleItemRow = Awaited<ReturnType<typeof loadBundleItems>>[number];

/** The companions of a product, or of one of its variations (its own list), in order. */
export function loadCompanions(db: Db, productId: number, variationId: number | null) {
  return db
    .select({
      id: boughtTogether.id,
      companionId: boughtTogether.companionId,
      slug: products.slug,
      quantity: boughtTogether.quantity,
      newPrice: boughtTogether.newPrice,
      priceSuffix: boughtTogether.priceSuffix,
      checked: boughtTogether.checked,
    })
    .from(boughtTogether)
    .innerJoin(products, eq(products.id, boughtTogether.companionId))
    .where(
      and(
        eq(boughtTogether.productId, productId),
        variationId === null ? isNull(boughtTogether.variationId) : eq(boughtTogether.variationId, variationId),
      ),
    )
    .orderBy(asc(boughtTogether.position), asc(boughtTogether.id));
}
export type CompanionRow = Awaited<ReturnType<typeof loadCompanions>>[number];

/** The variations of a product that have a companion list of their own. */
export async function variationsWithList(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: boughtTogether.variationId })
    .from(boughtTogether)
    .where(and(eq(boughtTogether.productId, productId), isNotNull(boughtTogether.variationId)));
  return rows.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b);
}

/** The block's settings of a product, or null for the defaults. */
export async function loadBlockSettings(db: Db, productId: number) {
  const [row] = await db
    .select()
    .from(boughtTogetherSettings)
    .where(eq(boughtTogetherSettings.productId, productId))
    .limit(1);
  return row ?? null;
}

/** A relation by id: what the cart checks a companion against. */
export async function loadRelations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(boughtTogether).where(inArray(boughtTogether.id, ids));
}
export type RelationRow = Awaited<ReturnType<typeof loadRelations>>[number];

/** The bundles of these products, by product id. */
export async function loadBundleRows(db: Db, productIds: number[]): Promise<Map<number, BundleRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(bundles).where(inArray(bundles.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** The block settings of these main products that have some, by product id. */
export async function loadBlockSettingsOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, typeof boughtTogetherSettings.$inferSelect>();
  const rows = await db
    .select()
    .from(boughtTogetherSettings)
    .where(inArray(boughtTogetherSettings.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r]));
}
