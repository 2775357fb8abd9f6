import { asc, inArray } from 'drizzle-orm';
import { activePrice } from '@domain/pricing';
import type { Db } from '../client';
import { productCategories, productImages, products, variations } from '../schema/index';
import type { LocalisedJson } from '../schema/common';
import { VARIATION_LIST_LIMIT } from '../../modules/product/service/shape';

/**
 * Products already written, read back by slug, for what is composed of them (bundles, bought-together lists). Only
 * what is sold now counts: written last, these never change an existing product.
 */
export type SeededVariation = typeof variations.$inferSelect;

export interface SeededProduct {
  id: number;
  slug: string;
  type: string;
  regularPrice: number;
  salePrice: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
  stockStatus: string;
  purchasable: boolean;
  soldIndividually: boolean;
  weightGrams: number | null;
  dimensionsMm: [number | null, number | null, number | null];
  categoryIds: number[];
  images: Array<{ assetId: number; alt: LocalisedJson | null }>;
  /** Visible variations, in menu order. */
  variations: SeededVariation[];
}

export async function loadSeeded(db: Db, slugs: string[]): Promise<Map<string, SeededProduct>> {
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.slug, [...new Set(slugs)]));
  const ids = rows.map((r) => r.id);
  const out = new Map<string, SeededProduct>();
  if (ids.length === 0) return out;
  const [categories, images, variationRows] = await Promise.all([
    db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.position)),
    db
      .select()
      .from(variations)
      .where(inArray(variations.productId, ids))
      .orderBy(asc(variations.menuOrder), asc(variations.id)),
  ]);
  for (const r of rows) {
    out.set(r.slug, {
      id: r.id,
      slug: r.slug,
      type: r.type,
      regularPrice: r.regularPrice,
      salePrice: r.salePrice,
      saleFrom: r.saleFrom,
      saleTo: r.saleTo,
      stockStatus: r.stockStatus,
      purchasable: r.purchasable,
      soldIndividually: r.soldIndividually,
      weightGrams: r.weightGrams,
      dimensionsMm: [r.lengthMm, r.widthMm, r.heightMm],
      categoryIds: categories.filter((c) => c.productId === r.id).map((c) => c.categoryId),
      images: images
        .filter((i) => i.productId === r.id && i.variationId === null)
        .map((i) => ({ assetId: i.assetId, alt: i.alt })),
      variations: variationRows.filter((v) => v.productId === r.id && v.visible),
    });
  }
  return out;
}

// Seeded sale windows are fixed dates; the rows composed here have none, so any date prices them the same.
const PRICED_AT = new Date(Date.UTC(2025, 0, 15));

/** Without a sale window: its price does not depend on the day. */
const timeless = (row: { saleFrom: Date | null; saleTo: Date | null }) => row.saleFrom === null && row.saleTo === null;

export const priceOf = (row: Parameters<typeof activePrice>[0]) => activePrice(row, PRICED_AT);

/** A variation a shopper can buy now: visible, purchasable, in stock and without a sale window. */
export const sellable = (v: SeededVariation) =>
  v.visible && v.purchasable && v.stockStatus === 'instock' && timeless(v);

/**
 * A product that can be bundled or offered beside another: purchasable, in stock, without a sale window, and for a
 * variable product one sellable variation at least and a variation list the product page shows whole.
 */
export function offerable(p: SeededProduct | undefined): p is SeededProduct {
  if (!p || !p.purchasable || p.stockStatus !== 'instock' || !timeless(p)) return false;
  if (p.type === 'simple') return true;
  return p.type === 'variable' && p.variations.length <= VARIATION_LIST_LIMIT && p.variations.some(sellable);
}

/** The first sellable variation whose attributes include these. */
export const variationMatching = (p: SeededProduct, attributes: Record<string, string>) =>
  p.variations.find((v) => sellable(v) && Object.entries(attributes).every(([k, value]) => v.attributes[k] === value));

/** The cheapest sellable variation: what a variable item left to the shopper counts at in a listing ('from'). */
export function cheapestVariation(p: SeededProduct): SeededVariation | undefined {
  const options = p.variations.filter(sellable);
  return options.reduce<SeededVariation | undefined>(
    (low, v) => (!low || priceOf(v) < priceOf(low) ? v : low),
    undefined,
  );
}

/** What the product sells for now at the least: its own price, or its cheapest sellable variation's. */
export function lowestPrice(p: SeededProduct): number {
  const cheapest = p.type === 'variable' ? cheapestVariation(p) : undefined;
  return priceOf(cheapest ?? p);
}
