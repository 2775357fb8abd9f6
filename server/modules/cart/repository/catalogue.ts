/**
 * What the cart reads from the catalogue: products and variations with their prices, stock and limits, names and
 * attribute labels in the shopper's locale, and thumbnails. Read fresh for every answer: the cart stores no price.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import {
  attributeTerms,
  media,
  attributeTranslations,
  attributes,
  productImages,
  productTerms,
  productTranslations,
  products,
  termTranslations,
  variations,
} from '../../../db/schema/index';
import {
  fallbackTranslation,
  fallbackTranslationOn,
  localisedName,
  ownTranslationOn,
} from '../../product/repository/text';
import { buyingColumns } from '../../product/repository/product';

function productQuery(db: Db, ids: number[], locale: Locale) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      type: products.type,
      ...buyingColumns,
      shippingClass: products.shippingClass,
      name: localisedName,
    })
    .from(products)
    .leftJoin(productTranslations, ownTranslationOn(locale))
    .leftJoin(fallbackTranslation, fallbackTranslationOn)
    .where(inArray(products.id, ids));
}

export type CartProduct = Awaited<ReturnType<typeof productQuery>>[number];
export type CartVariation = typeof variations.$inferSelect;

/** Products by id, with the name in the locale (falling back to the default locale, then the slug). */
export async function loadCartProducts(db: Db, ids: number[], locale: Locale): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await productQuery(db, ids, locale);
  return new Map(rows.map((r) => [r.id, r]));
}

export async function loadVariations(db: Db, ids: number[]): Promise<Map<number, CartVariation>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(variations).where(inArray(variations.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface AttributeLabels {
  /** Attribute slug → { name in the locale, position }. */
  attributes: Map<string, { name: string; position: number; id: number }>;
  /** 'attribute:term' → term name in the locale. */
  terms: Map<string, { name: string; id: number }>;
}

/** Names in the locale of the given attributes and of all their terms among `termSlugs`. */
export async function loadAttributeLabels(
  db: Db,
  attributeSlugs: string[],
  termSlugs: string[],
  locale: Locale,
): Promise<AttributeLabels> {
  const labels: AttributeLabels = { attributes: new Map(), terms: new Map() };
  if (attributeSlugs.length === 0) return labels;
  const attrRows = await db
    .select({
      id: attributes.id,
      slug: attributes.slug,
      position: attributes.position,
      name: sql<string>`coalesce(${attributeTranslations.name}, ${attributes.slug})`,
    })
    .from(attributes)
    .leftJoin(
      attributeTranslations,
      and(eq(attributeTranslations.attributeId, attributes.id), eq(attributeTranslations.locale, locale)),
    )
    .where(inArray(attributes.slug, attributeSlugs));
  for (const r of attrRows) labels.attributes.set(r.slug, { name: r.name, position: r.position, id: r.id });
  if (termSlugs.length === 0 || attrRows.length === 0) return labels;
  const termRows = await db
    .select({
      id: attributeTerms.id,
      attribute: attributes.slug,
      slug: attributeTerms.slug,
      name: sql<string>`coalesce(${termTranslations.name}, ${attributeTerms.slug})`,
    })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .leftJoin(
      termTranslations,
      and(eq(termTranslations.termId, attributeTerms.id), eq(termTranslations.locale, locale)),
    )
    .where(and(inArray(attributes.slug, attributeSlugs), inArray(attributeTerms.slug, termSlugs)));
  for (const r of termRows) labels.terms.set(`${r.attribute}:${r.slug}`, { name: r.name, id: r.id });
  return labels;
}

/** The terms a product offers, by attribute slug (what an 'any' attribute may be set to). */
export async function productTermSlugs(db: Db, productId: number): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ attribute: attributes.slug, term: attributeTerms.slug })
    .from(productTerms)
    .innerJoin(attributeTerms, eq(attributeTerms.id, productTerms.termId))
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(eq(productTerms.productId, productId));
  const out = new Map<string, Set<string>>();
  for (const r of rows) out.set(r.attribute, (out.get(r.attribute) ?? new Set()).add(r.term));
  return out;
}

export interface ProductImageRow {
  productId: number;
  assetId: number;
  colourTermId: number | null;
  alt: { fr: string; en: string; ar: string } | null;
}

export interface RenditionRow {
  assetId: number;
  filename: string;
  width: number;
  height: number;
}

/**
 * The product-level pictures of the given products in gallery order, with the renditions of each, in one query
 * (a cart answer is read on every change, so round trips count).
 */
export async function loadGalleries(
  db: Db,
  productIds: number[],
): Promise<{ images: Map<number, ProductImageRow[]>; renditions: Map<number, RenditionRow[]> }> {
  const images = new Map<number, ProductImageRow[]>();
  const renditions = new Map<number, RenditionRow[]>();
  if (productIds.length === 0) return { images, renditions };
  const rows = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      assetId: productImages.assetId,
      colourTermId: productImages.colourTermId,
      alt: productImages.alt,
      filename: media.filename,
      width: media.width,
      height: media.height,
    })
    .from(productImages)
    .innerJoin(media, eq(media.assetId, productImages.assetId))
    .where(and(inArray(productImages.productId, productIds), sql`${productImages.variationId} is null`))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id), asc(media.width));
  const seenImages = new Set<number>();
  const seenFiles = new Set<string>();
  for (const r of rows) {
    if (!seenImages.has(r.id)) {
      seenImages.add(r.id);
      images.set(r.productId, [
        ...(images.get(r.productId) ?? []),
        { productId: r.productId, assetId: r.assetId, colourTermId: r.colourTermId, alt: r.alt },
      ]);
    }
    if (!seenFiles.has(r.filename)) {
      seenFiles.add(r.filename);
      renditions.set(r.assetId, [
        ...(renditions.get(r.assetId) ?? []),
        { assetId: r.assetId, filename: r.filename, width: r.width, height: r.height },
      ]);
    }
  }
  return { images, renditions };
}
