import { createHash } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@domain/locales';
import { type Db, queryRows } from '../db/client';
import { refreshPricesOf } from '../db/prices';
import {
  groupedProducts,
  productAttributes,
  productCategories,
  productImages,
  productTerms,
  productTranslations,
  products,
  variations,
} from '../db/schema/index';
import { writeImages } from '../db/seed/write';
import type { ImageFetcher } from './images';
import { freeSlug, type Lookups, slugOf } from './lookups';
import type { ProductPlan } from './woo/plan';
import { type Ref, RowProblem, type WooRow } from './woo/rows';

// Changes when what the import writes for the same row changes: every product is written again once.
const WRITER_VERSION = 1;

export interface MissingImage {
  line: number;
  url: string;
  reason: string;
}

export type Outcome = { kind: 'created' | 'updated' | 'unchanged'; productId: number; missingImages: MissingImage[] };

export interface WriteContext {
  db: Db;
  lookups: Lookups;
  images: ImageFetcher;
  now: Date;
}

const digestOf = (plan: ProductPlan) =>
  createHash('sha256')
    .update(
      JSON.stringify([WRITER_VERSION, plan.row, plan.variations], (k, v: unknown) => (k === 'line' ? undefined : v)),
    )
    .digest('hex');

/** The digest of a product written without `missing` of its pictures. */
const partial = (digest: string, missing: number) => `${digest}:missing:${missing}`;

async function findProduct(db: Db, row: WooRow) {
  const bySku = row.sku
    ? await db
        .select({ id: products.id, digest: products.importDigest })
        .from(products)
        .where(eq(products.sku, row.sku))
    : [];
  if (bySku[0]) return bySku[0];
  if (row.id === null) return undefined;
  const [byId] = await db
    .select({ id: products.id, digest: products.importDigest })
    .from(products)
    .where(eq(products.sourceId, row.id));
  return byId;
}

/** A product named by a grouped product's cell: by SKU, then by the source shop's id. */
async function productOf(db: Db, ref: Ref): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where('sku' in ref ? eq(products.sku, ref.sku) : eq(products.sourceId, ref.id));
  return row?.id;
}

/** Fetches a row's pictures (outside any transaction: the network is slow) and notes those it could not. */
async function picturesOf(ctx: WriteContext, row: WooRow, missing: MissingImage[]) {
  const got = await Promise.all(
    row.images.map((url) => ctx.images.get(url, slugOf(row.name || row.sku || 'image', 'image'))),
  );
  return got.flatMap((g, i) => {
    if (g.ok) return [g.image];
    missing.push({ line: row.line, url: row.images[i] as string, reason: g.reason });
    return [];
  });
}

const productValues = (row: WooRow) => ({
  type: row.type as 'simple' | 'variable' | 'grouped' | 'external',
  sku: row.sku,
  sourceId: row.id,
  regularPrice: row.regularPrice ?? 0,
  salePrice: row.salePrice,
  saleFrom: row.saleFrom,
  saleTo: row.saleTo,
  stockStatus: row.stockStatus,
  stockQuantity: row.stockQuantity,
  // Grouped and external products are never in a cart: their children are, or another site sells them.
  purchasable: row.type !== 'grouped' && row.type !== 'external',
  soldIndividually: row.soldIndividually,
  weightGrams: row.weightGrams,
  shippingClass: row.shippingClass,
  lengthMm: row.lengthMm,
  widthMm: row.widthMm,
  heightMm: row.heightMm,
  featured: row.featured,
  menuOrder: row.position,
  externalUrl: row.externalUrl,
  buttonText: row.buttonText,
});

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

/**
 * Writes one product with its variations, categories, attributes, pictures and children in one transaction: all of
 * it or nothing. A product whose file rows are what the last import wrote is left alone.
 */
export async function writeProduct(ctx: WriteContext, plan: ProductPlan): Promise<Outcome> {
  const { row } = plan;
  const digest = digestOf(plan);
  const existing = await findProduct(ctx.db, row);
  if (existing && existing.digest === digest) return { kind: 'unchanged', productId: existing.id, missingImages: [] };

  const missingImages: MissingImage[] = [];
  const gallery = await picturesOf(ctx, row, missingImages);
  const variationPictures = await Promise.all(plan.variations.map((v) => picturesOf(ctx, v, missingImages)));
  // Written before without some pictures: only pictures had now can change it.
  if (existing && missingImages.length > 0 && existing.digest === partial(digest, missingImages.length))
    return { kind: 'unchanged', productId: existing.id, missingImages };
  const children: number[] = [];
  for (const ref of row.grouped) {
    const id = await productOf(ctx.db, ref);
    if (id === undefined)
      throw new RowProblem(
        `Grouped products: ${'sku' in ref ? ref.sku : `id:${ref.id}`} is neither in this file nor in the shop`,
      );
    children.push(id);
  }

  try {
    const productId = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(products).set(productValues(row)).where(eq(products.id, id));
      } else {
        const slug = await freeSlug(tx, 'products', slugOf(row.name, 'product'));
        const [inserted] = await tx
          .insert(products)
          .values({ ...productValues(row), slug })
          .returning({ id: products.id });
        id = inserted!.id;
      }
      await tx
        .insert(productTranslations)
        .values({
          productId: id,
          locale: DEFAULT_LOCALE,
          name: row.name,
          shortDescription: row.shortDescription,
          description: row.description,
        })
        .onConflictDoUpdate({
          target: [productTranslations.productId, productTranslations.locale],
          set: { name: row.name, shortDescription: row.shortDescription, description: row.description },
        });

      await tx.delete(productCategories).where(eq(productCategories.productId, id));
      const categoryIds = new Set<number>();
      for (const path of row.categories) categoryIds.add(await ctx.lookups.category(tx, path));
      if (categoryIds.size > 0)
        await tx
          .insert(productCategories)
          .values([...categoryIds].map((categoryId) => ({ productId: id, categoryId })));

      // Attributes: each with its terms; the variations' values are terms of their product's attribute.
      await tx.delete(productAttributes).where(eq(productAttributes.productId, id));
      await tx.delete(productTerms).where(eq(productTerms.productId, id));
      const attributeSlugs = new Map<string, { id: number; slug: string; terms: Map<string, string> }>();
      const termRows: Array<{ productId: number; termId: number; position: number }> = [];
      const attributeRows = [];
      for (const [position, a] of row.attributes.entries()) {
        const attribute = await ctx.lookups.attribute(tx, a.name);
        if (attributeSlugs.has(a.name.toLowerCase())) continue;
        const terms = new Map<string, string>();
        for (const [termPosition, value] of a.values.entries()) {
          const term = await ctx.lookups.term(tx, attribute.id, value);
          terms.set(value.toLowerCase(), term.slug);
          if (!termRows.some((r) => r.termId === term.id))
            termRows.push({ productId: id, termId: term.id, position: termPosition });
        }
        attributeSlugs.set(a.name.toLowerCase(), { ...attribute, terms });
        const usedForVariations =
          row.type === 'variable' &&
          plan.variations.some((v) => v.attributes.some((va) => va.name.toLowerCase() === a.name.toLowerCase()));
        attributeRows.push({
          productId: id,
          attributeId: attribute.id,
          position,
          usedForVariations,
          visible: a.visible,
        });
      }
      if (attributeRows.length > 0) await tx.insert(productAttributes).values(attributeRows).onConflictDoNothing();
      if (termRows.length > 0) await tx.insert(productTerms).values(termRows);

      // Pictures: the product's gallery, then each variation's own.
      await tx.delete(productImages).where(eq(productImages.productId, id));
      const assets = await writeImages(tx, [...gallery, ...variationPictures.flat()]);
      const galleryRows = gallery.map((image, position) => ({
        productId: id,
        assetId: assets.get(image.sourceHash)!,
        position,
      }));
      if (galleryRows.length > 0) await tx.insert(productImages).values(galleryRows);

      const keptVariations: number[] = [];
      for (const [index, v] of plan.variations.entries()) {
        const attributes: Record<string, string> = {};
        for (const va of v.attributes) {
          const a = attributeSlugs.get(va.name.toLowerCase())!;
          attributes[a.slug] = va.values[0] === undefined ? '' : a.terms.get(va.values[0].toLowerCase())!;
        }
        const picture = variationPictures[index]?.[0];
        const values = {
          ...variationValues(v),
          attributes,
          productId: id,
          imageAssetId: picture ? assets.get(picture.sourceHash)! : null,
        };
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
        keptVariations.push(variationId);
        if (picture)
          await tx.insert(productImages).values({
            productId: id,
            variationId,
            assetId: assets.get(picture.sourceHash)!,
            position: galleryRows.length + index,
          });
      }
      await tx
        .delete(variations)
        .where(
          keptVariations.length > 0
            ? and(eq(variations.productId, id), notInArray(variations.id, keptVariations))
            : eq(variations.productId, id),
        );

      await tx.delete(groupedProducts).where(eq(groupedProducts.productId, id));
      if (children.length > 0)
        await tx
          .insert(groupedProducts)
          .values([...new Set(children)].map((childId, position) => ({ productId: id, childId, position })))
          .onConflictDoNothing();

      await refreshPricesOf(tx, [id], ctx.now);
      // A picture that could not be had is tried again at the next import.
      await tx
        .update(products)
        .set({ importDigest: missingImages.length === 0 ? digest : partial(digest, missingImages.length) })
        .where(eq(products.id, id));
      return id;
    });
    ctx.lookups.commit();
    return { kind: existing ? 'updated' : 'created', productId, missingImages };
  } catch (err) {
    ctx.lookups.rollback();
    throw err;
  }
}
