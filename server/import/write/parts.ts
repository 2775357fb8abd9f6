import { and, eq, notInArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { productAttributes, productImages, productTerms, variations } from '../../db/schema/index';
import type { Lookups } from '../lookups';
import type { ProductPlan } from '../woo/plan';
import type { WooRow } from '../woo/rows';

/** A product's attribute as its variations name it: its slug, and its terms' slugs by their lower-case value. */
export type WrittenAttributes = Map<string, { id: number; slug: string; terms: Map<string, string> }>;

/** The product's attributes and the terms it offers, found or created; used for variations when one names it. */
export async function writeAttributes(
  tx: Db,
  lookups: Lookups,
  id: number,
  plan: ProductPlan,
): Promise<WrittenAttributes> {
  const { row } = plan;
  const written: WrittenAttributes = new Map();
  const termRows: Array<{ productId: number; termId: number; position: number }> = [];
  const attributeRows = [];
  for (const [position, a] of row.attributes.entries()) {
    const attribute = await lookups.attribute(tx, a.name);
    if (written.has(a.name.toLowerCase())) continue;
    const terms = new Map<string, string>();
    for (const [termPosition, value] of a.values.entries()) {
      const term = await lookups.term(tx, attribute.id, value);
      terms.set(value.toLowerCase(), term.slug);
      if (!termRows.some((r) => r.termId === term.id))
        termRows.push({ productId: id, termId: term.id, position: termPosition });
    }
    written.set(a.name.toLowerCase(), { ...attribute, terms });
    const usedForVariations =
      row.type === 'variable' &&
      plan.variations.some((v) => v.attributes.some((va) => va.name.toLowerCase() === a.name.toLowerCase()));
    attributeRows.push({ productId: id, attributeId: attribute.id, position, usedForVariations, visible: a.visible });
  }
  if (attributeRows.length > 0) await tx.insert(productAttributes).values(attributeRows).onConflictDoNothing();
  if (termRows.length > 0) await tx.insert(productTerms).values(termRows);
  return written;
}

const variationValues = (v: WooRow) => ({
  sku: v.sku,
  sourceId: v.id,
  regularPrice: v.regularPrice ?? 0,
  salePrice: v.salePrice,
  saleFrom: v.saleFrom,
  saleTo: v.saleTo,
  stockStatus: v.stockStatus,
  stockQuantity: v.stockQuantity,
  visible: v.published,
  weightGrams: v.weightGrams,
  lengthMm: v.lengthMm,
  widthMm: v.widthMm,
  heightMm: v.heightMm,
  menuOrder: v.position,
});

export interface VariationsContext {
  attributes: WrittenAttributes;
  /** Each variation's picture (an asset id), in the variations' order. */
  pictures: Array<number | null>;
  /** Where the variations' pictures start in the product's gallery. */
  firstPosition: number;
  /** The product was in the shop: its variations no longer in the file are removed. */
  replacing: boolean;
}

/** A variable product's variations, each matched among the product's own by SKU, then by the source shop's id. */
export async function writeVariations(tx: Db, id: number, rows: WooRow[], ctx: VariationsContext): Promise<void> {
  const kept: number[] = [];
  for (const [index, v] of rows.entries()) {
    const attributes: Record<string, string> = {};
    for (const va of v.attributes) {
      const a = ctx.attributes.get(va.name.toLowerCase())!;
      attributes[a.slug] = va.values[0] === undefined ? '' : a.terms.get(va.values[0].toLowerCase())!;
    }
    const picture = ctx.pictures[index] ?? null;
    const values = { ...variationValues(v), attributes, productId: id, imageAssetId: picture };
    const [match] = await queryRows<{ id: number }>(
      tx,
      sql`select id from variations where product_id = ${id}
          and (${v.sku}::text is not null and sku = ${v.sku} or ${v.id}::int is not null and source_id = ${v.id})
          order by (sku = ${v.sku}) desc nulls last limit 1`,
    );
    let variationId: number;
    if (match) {
      variationId = match.id;
      await tx.update(variations).set(values).where(eq(variations.id, variationId));
    } else {
      const [inserted] = await tx.insert(variations).values(values).returning({ id: variations.id });
      variationId = inserted!.id;
    }
    kept.push(variationId);
    if (picture !== null)
      await tx
        .insert(productImages)
        .values({ productId: id, variationId, assetId: picture, position: ctx.firstPosition + index });
  }
  if (ctx.replacing)
    await tx
      .delete(variations)
      .where(
        kept.length > 0
          ? and(eq(variations.productId, id), notInArray(variations.id, kept))
          : eq(variations.productId, id),
      );
}
