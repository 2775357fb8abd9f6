import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@domain/locales';
import type { Db } from '../../db/client';
import { refreshPricesOf } from '../../db/prices';
import {
  groupedProducts,
  productAttributes,
  productCategories,
  productImages,
  productTerms,
  productTranslations,
  products,
} from '../../db/schema/index';
import { writeImages } from '../../db/seed/write';
import { writeAttributes, writeVariations } from './parts';
import type { ImageFetcher } from '../images';
import { freeSlug, type Lookups, slugOf } from '../lookups';
import type { ProductPlan } from '../woo/plan';
import { type Ref, RowProblem, type WooRow } from '../woo/rows';

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

type DeletableByProduct =
  | typeof productCategories
  | typeof productAttributes
  | typeof productTerms
  | typeof productImages
  | typeof groupedProducts;

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
      // A picture that could not be had is tried again at the next import.
      const values = {
        ...productValues(row),
        importDigest: missingImages.length === 0 ? digest : partial(digest, missingImages.length),
      };
      let id: number;
      if (existing) {
        id = existing.id;
        await tx.update(products).set(values).where(eq(products.id, id));
      } else {
        const slug = await freeSlug(tx, 'products', slugOf(row.name, 'product'));
        const [inserted] = await tx
          .insert(products)
          .values({ ...values, slug })
          .returning({ id: products.id });
        id = inserted!.id;
      }
      // What a product already in the shop pointed at is replaced; a new one points at nothing yet.
      const clear = async (table: DeletableByProduct) => {
        if (existing) await tx.delete(table).where(eq(table.productId, id));
      };
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

      await clear(productCategories);
      const categoryIds = new Set<number>();
      for (const path of row.categories) categoryIds.add(await ctx.lookups.category(tx, path));
      if (categoryIds.size > 0)
        await tx
          .insert(productCategories)
          .values([...categoryIds].map((categoryId) => ({ productId: id, categoryId })));

      // Attributes: each with its terms; the variations' values are terms of their product's attribute.
      if (existing) for (const table of [productAttributes, productTerms]) await clear(table);
      const attributes = await writeAttributes(tx, ctx.lookups, id, plan);

      // Pictures: the product's gallery, then each variation's own.
      await clear(productImages);
      const assets = await writeImages(tx, [...gallery, ...variationPictures.flat()]);
      const galleryRows = gallery.map((image, position) => ({
        productId: id,
        assetId: assets.get(image.sourceHash)!,
        position,
      }));
      if (galleryRows.length > 0) await tx.insert(productImages).values(galleryRows);

      await writeVariations(tx, id, plan.variations, {
        attributes,
        pictures: variationPictures.map((p) => (p[0] ? assets.get(p[0].sourceHash)! : null)),
        firstPosition: galleryRows.length,
        replacing: !!existing,
      });

      await clear(groupedProducts);
      if (children.length > 0)
        await tx
          .insert(groupedProducts)
          .values([...new Set(children)].map((childId, position) => ({ productId: id, childId, position })))
          .onConflictDoNothing();

      await refreshPricesOf(tx, [id], ctx.now);
      return id;
    });
    ctx.lookups.commit();
    return { kind: existing ? 'updated' : 'created', productId, missingImages };
  } catch (err) {
    ctx.lookups.rollback();
    throw err;
  }
}
