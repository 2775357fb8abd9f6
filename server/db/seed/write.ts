import { inArray, sql } from 'drizzle-orm';
import { LOCALES } from '@domain/locales';
import type { Db } from '../client';
import {
  attributeTerms,
  attributeTranslations,
  attributes,
  categories,
  categoryTranslations,
  media,
  mediaAssets,
  productAttributes,
  productCategories,
  productImages,
  productTerms,
  productTranslations,
  products,
  termTranslations,
  variations,
} from '../schema/index';
import { ATTRIBUTES } from './attributes';
import type { CategorySeed } from './categories';
import type { RenderedImage } from './images';
import type { ImagePlan, ProductPlan } from './products';
import type { Tr } from './types';

/** Splits rows into batches: PostgreSQL takes at most 65 535 parameters per statement. */
export async function inBatches<T>(rows: T[], size: number, fn: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
}

const perLocale = <T>(text: Tr, make: (locale: (typeof LOCALES)[number], value: string) => T): T[] =>
  LOCALES.map((locale) => make(locale, text[locale]));

export interface TermIds {
  attribute: Map<string, number>;
  /** 'colour:majorelle-blue' → term id. */
  term: Map<string, number>;
}

export async function writeAttributes(db: Db): Promise<TermIds> {
  const ids: TermIds = { attribute: new Map(), term: new Map() };
  for (const [position, attr] of ATTRIBUTES.entries()) {
    const [row] = await db
      .insert(attributes)
      .values({ slug: attr.slug, type: attr.type, position })
      .returning({ id: attributes.id });
    const attributeId = row!.id;
    ids.attribute.set(attr.slug, attributeId);
    await db
      .insert(attributeTranslations)
      .values(perLocale(attr.name, (locale, name) => ({ attributeId, locale, name })));
    const terms = await db
      .insert(attributeTerms)
      .values(attr.terms.map((t, i) => ({ attributeId, slug: t.slug, swatchColour: t.swatch ?? null, position: i })))
      .returning({ id: attributeTerms.id, slug: attributeTerms.slug });
    for (const t of terms) ids.term.set(`${attr.slug}:${t.slug}`, t.id);
    await db
      .insert(termTranslations)
      .values(
        attr.terms.flatMap((t) =>
          perLocale(t.name, (locale, name) => ({ termId: ids.term.get(`${attr.slug}:${t.slug}`)!, locale, name })),
        ),
      );
  }
  return ids;
}

/** Stores pictures (deduplicated by source, existing ones reused) and returns source hash → asset id. */
export async function writeImages(db: Db, images: RenderedImage[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const hashes = [...new Set(images.map((img) => img.sourceHash))];
  if (hashes.length > 0) {
    const existing = await db
      .select({ id: mediaAssets.id, sourceHash: mediaAssets.sourceHash })
      .from(mediaAssets)
      .where(inArray(mediaAssets.sourceHash, hashes));
    for (const row of existing) ids.set(row.sourceHash, row.id);
  }
  const unique = [
    ...new Map(images.filter((img) => !ids.has(img.sourceHash)).map((img) => [img.sourceHash, img])).values(),
  ];
  await inBatches(unique, 500, async (batch) => {
    const rows = await db
      .insert(mediaAssets)
      .values(batch.map((img) => ({ sourceHash: img.sourceHash, width: img.width, height: img.height })))
      .returning({ id: mediaAssets.id, sourceHash: mediaAssets.sourceHash });
    for (const row of rows) ids.set(row.sourceHash, row.id);
  });
  const renditions = unique.flatMap((img) =>
    img.renditions.map((r) => ({
      assetId: ids.get(img.sourceHash)!,
      filename: r.filename,
      mime: r.mime,
      width: r.width,
      height: r.height,
      byteSize: r.bytes.length,
      // Sent as base64 text and decoded by the server: PGlite serialises binary parameters ~8× slower.
      bytes: sql<Buffer>`decode(${r.bytes.toString('base64')}, 'base64')`,
    })),
  );
  // Small batches: each row carries its bytes.
  await inBatches(renditions, 60, (batch) => db.insert(media).values(batch));
  return ids;
}

export async function writeCategories(
  db: Db,
  flat: Array<CategorySeed & { parent: string | null; position: number }>,
  imageOf: (slug: string) => number | null,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const c of flat) {
    const [row] = await db
      .insert(categories)
      .values({
        slug: c.slug,
        parentId: c.parent ? ids.get(c.parent)! : null,
        position: c.position,
        imageAssetId: imageOf(c.slug),
      })
      .returning({ id: categories.id });
    ids.set(c.slug, row!.id);
  }
  await db.insert(categoryTranslations).values(
    flat.flatMap((c) =>
      LOCALES.map((locale) => ({
        categoryId: ids.get(c.slug)!,
        locale,
        name: c.name[locale],
        description: c.description[locale],
      })),
    ),
  );
  return ids;
}

export interface ProductWriteContext {
  terms: TermIds;
  categories: Map<string, number>;
  assetOf: (image: ImagePlan) => number;
}

/** Writes planned products with their translations, attributes, variations and gallery. Returns sku → id. */
export async function writeProducts(
  db: Db,
  plans: ProductPlan[],
  ctx: ProductWriteContext,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await inBatches(plans, 500, async (batch) => {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          slug: p.slug,
          type: p.type,
          sku: p.sku,
          regularPrice: p.regularPrice,
          salePrice: p.salePrice,
          saleFrom: p.saleFrom,
          saleTo: p.saleTo,
          stockStatus: p.stockStatus,
          stockQuantity: p.stockQuantity,
          purchasable: p.purchasable,
          soldIndividually: p.soldIndividually,
          shippingClass: p.shippingClass,
          weightGrams: p.weightGrams,
          lengthMm: p.dimensionsMm[0],
          widthMm: p.dimensionsMm[1],
          heightMm: p.dimensionsMm[2],
          ratingAverage: p.ratingAverage,
          ratingCount: p.ratingCount,
          totalSales: p.totalSales,
          featured: p.featured,
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const row of rows) ids.set(row.sku!, row.id);
  });
  const idOf = (p: ProductPlan) => ids.get(p.sku)!;
  const term = (attr: string, slug: string) => ctx.terms.term.get(`${attr}:${slug}`)!;

  const translations = plans.flatMap((p) =>
    LOCALES.map((locale) => ({
      productId: idOf(p),
      locale,
      name: p.name[locale],
      shortDescription: p.short[locale],
      description: p.long[locale],
    })),
  );
  await inBatches(translations, 2000, (batch) => db.insert(productTranslations).values(batch));
  await inBatches(
    plans.map((p) => ({ productId: idOf(p), categoryId: ctx.categories.get(p.category)! })),
    5000,
    (batch) => db.insert(productCategories).values(batch),
  );
  const attrRows = plans.flatMap((p) =>
    p.attributes.map((a, position) => ({
      productId: idOf(p),
      attributeId: ctx.terms.attribute.get(a.slug)!,
      position,
      usedForVariations: a.usedForVariations,
    })),
  );
  await inBatches(attrRows, 3000, (batch) => db.insert(productAttributes).values(batch));
  const termRows = plans.flatMap((p) =>
    p.attributes.flatMap((a) =>
      a.terms.map((t, position) => ({ productId: idOf(p), termId: term(a.slug, t), position })),
    ),
  );
  await inBatches(termRows, 5000, (batch) => db.insert(productTerms).values(batch));

  const colourImage = (p: ProductPlan, colour: string | null) => {
    const image = colour ? p.images.find((i) => i.colourSlug === colour) : undefined;
    return image ? ctx.assetOf(image) : null;
  };
  const variationRows = plans.flatMap((p) =>
    p.variations.map((v, menuOrder) => ({
      productId: idOf(p),
      sku: v.sku,
      attributes: v.attributes,
      regularPrice: v.regularPrice,
      salePrice: v.salePrice,
      stockStatus: v.stockStatus,
      stockQuantity: v.stockQuantity,
      purchasable: v.purchasable,
      visible: v.visible,
      maxQty: v.maxQty,
      weightGrams: v.weightGrams,
      imageAssetId: colourImage(p, v.colourSlug),
      menuOrder,
    })),
  );
  const variationIds = new Map<string, number>();
  await inBatches(variationRows, 1000, async (batch) => {
    const rows = await db.insert(variations).values(batch).returning({ id: variations.id, sku: variations.sku });
    for (const row of rows) variationIds.set(row.sku!, row.id);
  });

  const imageRows = plans.flatMap((p) =>
    p.images.map((img, position) => ({
      productId: idOf(p),
      variationId: img.variationSku ? variationIds.get(img.variationSku)! : null,
      colourTermId: img.colourSlug ? term('colour', img.colourSlug) : null,
      assetId: ctx.assetOf(img),
      position,
      alt: img.alt,
    })),
  );
  await inBatches(imageRows, 3000, (batch) => db.insert(productImages).values(batch));
  return ids;
}
