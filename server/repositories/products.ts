import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Locale } from '../../src/domain/locales';
import { simplePrice, variablePrice } from '../../src/domain/pricing';
import type { Db } from '../db/client';
import {
  attributeTerms,
  attributes,
  productAttributes,
  productImages,
  productTerms,
  productTranslations,
  products,
  termTranslations,
  variations,
} from '../db/schema/index';
import { fallbackTranslation, fallbackTranslationOn, localisedName, localisedShortDescription, ownTranslationOn } from './product-text';
import type { ProductCard } from '../schemas/catalogue';
import { CARD_SIZES, renditionsOf, toImage } from './media';

type ProductRow = Awaited<ReturnType<typeof loadProducts>>[number];

async function loadProducts(db: Db, ids: number[], locale: Locale) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      type: products.type,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      saleFrom: products.saleFrom,
      saleTo: products.saleTo,
      stockStatus: products.stockStatus,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      name: localisedName,
      shortDescription: localisedShortDescription,
    })
    .from(products)
    .leftJoin(productTranslations, ownTranslationOn(locale))
    .leftJoin(fallbackTranslation, fallbackTranslationOn)
    .where(inArray(products.id, ids));
}

/** Main picture of each product: the lowest position among its product-level images. */
async function mainImages(db: Db, ids: number[]) {
  const rows = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, assetId: productImages.assetId, alt: productImages.alt })
    .from(productImages)
    .where(and(inArray(productImages.productId, ids), sql`${productImages.variationId} is null`))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** The colour swatches a shopper can choose on the card (only colours that select a variation). */
async function variationColours(db: Db, ids: number[], locale: Locale) {
  const rows = await db
    .select({
      productId: productTerms.productId,
      slug: attributeTerms.slug,
      swatch: attributeTerms.swatchColour,
      name: sql<string>`coalesce(${termTranslations.name}, ${attributeTerms.slug})`,
    })
    .from(productTerms)
    .innerJoin(attributeTerms, eq(attributeTerms.id, productTerms.termId))
    .innerJoin(attributes, and(eq(attributes.id, attributeTerms.attributeId), eq(attributes.type, 'colour')))
    .innerJoin(
      productAttributes,
      and(
        eq(productAttributes.productId, productTerms.productId),
        eq(productAttributes.attributeId, attributes.id),
        eq(productAttributes.usedForVariations, true),
      ),
    )
    .leftJoin(termTranslations, and(eq(termTranslations.termId, attributeTerms.id), eq(termTranslations.locale, locale)))
    .where(inArray(productTerms.productId, ids))
    .orderBy(asc(productTerms.productId), asc(productTerms.position));
  const out = new Map<number, Array<{ slug: string; name: string; swatch: string | null }>>();
  for (const r of rows) {
    const list = out.get(r.productId) ?? [];
    list.push({ slug: r.slug, name: r.name, swatch: r.swatch });
    out.set(r.productId, list);
  }
  return out;
}

async function visibleVariationPrices(db: Db, ids: number[]) {
  const rows = await db
    .select({
      productId: variations.productId,
      regularPrice: variations.regularPrice,
      salePrice: variations.salePrice,
      saleFrom: variations.saleFrom,
      saleTo: variations.saleTo,
    })
    .from(variations)
    .where(and(inArray(variations.productId, ids), eq(variations.visible, true)));
  const out = new Map<number, typeof rows>();
  for (const r of rows) out.set(r.productId, [...(out.get(r.productId) ?? []), r]);
  return out;
}

/** Product cards for the given ids, in the order of `ids`. */
export async function productCards(db: Db, ids: number[], locale: Locale, now = new Date()): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const variableIds = (rows: ProductRow[]) => rows.filter((r) => r.type === 'variable').map((r) => r.id);
  const rows = await loadProducts(db, ids, locale);
  const [images, colours, prices] = await Promise.all([
    mainImages(db, ids),
    variationColours(db, ids, locale),
    variableIds(rows).length > 0 ? visibleVariationPrices(db, variableIds(rows)) : Promise.resolve(new Map()),
  ]);
  const renditions = await renditionsOf(db, [...images.values()].map((i) => i.assetId));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { price, onSale } =
      row.type === 'variable'
        ? variablePrice(row, prices.get(id) ?? [], now)
        : (() => {
            const p = simplePrice(row, now);
            return { price: p, onSale: p.sale !== null };
          })();
    const image = images.get(id);
    const card: ProductCard = {
      id,
      slug: row.slug,
      type: row.type,
      name: row.name,
      shortDescription: row.shortDescription,
      price,
      onSale,
      rating: { average: row.ratingAverage, count: row.ratingCount },
      stockStatus: row.stockStatus,
      image: image ? toImage(renditions.get(image.assetId), image.alt?.[locale] ?? row.name, CARD_SIZES) : null,
      colours: colours.get(id) ?? [],
    };
    return [card];
  });
}

export async function featuredProductIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.featured, true))
    .orderBy(asc(products.menuOrder), desc(products.totalSales), asc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
