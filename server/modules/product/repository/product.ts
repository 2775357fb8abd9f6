import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { type Db, queryRows } from '../../../db/client';
import {
  groupedProducts,
  productCategories,
  productImages,
  productTranslations,
  products,
  variations,
} from '../../../db/schema/index';

/**
 * The pieces of a product the product page and the variation lookup both read: its row with its text in a locale,
 * its attributes with the terms it offers, its pictures.
 */

/** What buying a product depends on: its prices and sale window, stock, and purchase limits. */
export const buyingColumns = {
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  saleFrom: products.saleFrom,
  saleTo: products.saleTo,
  stockStatus: products.stockStatus,
  stockQuantity: products.stockQuantity,
  purchasable: products.purchasable,
  soldIndividually: products.soldIndividually,
};

export type ProductRow = NonNullable<Awaited<ReturnType<typeof loadProductRow>>>;

/** A product by slug or id, with name and descriptions in `locale` (falling back to the default locale). */
export async function loadProductRow(db: Db, key: { slug: string } | { id: number }, locale: Locale) {
  const fallback = alias(productTranslations, 'fallback');
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      type: products.type,
      sku: products.sku,
      ...buyingColumns,
      weightGrams: products.weightGrams,
      lengthMm: products.lengthMm,
      widthMm: products.widthMm,
      heightMm: products.heightMm,
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      externalUrl: products.externalUrl,
      buttonText: products.buttonText,
      name: sql<string>`coalesce(${productTranslations.name}, ${fallback.name}, ${products.slug})`,
      shortDescription: sql<string>`coalesce(${productTranslations.shortDescription}, ${fallback.shortDescription}, '')`,
      description: sql<string>`coalesce(${productTranslations.description}, ${fallback.description}, '')`,
      // The locale those texts are in: the requested one when the product is translated into it, else the default.
      textLocale: sql<Locale>`case when ${productTranslations.productId} is not null then ${locale} else ${DEFAULT_LOCALE} end`,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .leftJoin(fallback, and(eq(fallback.productId, products.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .where('slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id))
    .limit(1);
  return row ?? null;
}

export interface ProductTerm {
  id: number;
  slug: string;
  name: string;
  swatch: string | null;
}

export interface ProductAttributeInfo {
  slug: string;
  name: string;
  type: 'select' | 'colour';
  usedForVariations: boolean;
  visible: boolean;
  /** The terms this product offers, in the product's order. */
  terms: ProductTerm[];
}

/** The product's attributes in position order, each with the terms the product offers, named in `locale`. */
export async function loadProductAttributes(
  db: Db,
  productId: number,
  locale: Locale,
): Promise<ProductAttributeInfo[]> {
  const rows = await queryRows<{
    attribute_slug: string;
    attribute_name: string;
    type: 'select' | 'colour';
    used_for_variations: boolean;
    visible: boolean;
    term_id: number | null;
    term_slug: string | null;
    term_name: string | null;
    swatch: string | null;
  }>(
    db,
    sql`select a.slug as attribute_slug, coalesce(at.name, af.name, a.slug) as attribute_name, a.type,
               pa.used_for_variations, pa.visible,
               t.id as term_id, t.slug as term_slug, coalesce(tt.name, tf.name, t.slug) as term_name, t.swatch_colour as swatch
        from product_attributes pa
        join attributes a on a.id = pa.attribute_id
        left join attribute_translations at on at.attribute_id = a.id and at.locale = ${locale}
        left join attribute_translations af on af.attribute_id = a.id and af.locale = ${DEFAULT_LOCALE}
        left join (product_terms pt join attribute_terms t on t.id = pt.term_id)
          on pt.product_id = pa.product_id and t.attribute_id = a.id
        left join term_translations tt on tt.term_id = t.id and tt.locale = ${locale}
        left join term_translations tf on tf.term_id = t.id and tf.locale = ${DEFAULT_LOCALE}
        where pa.product_id = ${productId}
        order by pa.position, a.position, a.id, pt.position, t.position, t.id`,
  );
  const out: ProductAttributeInfo[] = [];
  for (const r of rows) {
    let attribute = out.find((a) => a.slug === r.attribute_slug);
    if (!attribute) {
      attribute = {
        slug: r.attribute_slug,
        name: r.attribute_name,
        type: r.type,
        usedForVariations: Boolean(r.used_for_variations),
        visible: Boolean(r.visible),
        terms: [],
      };
      out.push(attribute);
    }
    if (r.term_id !== null && r.term_slug !== null) {
      attribute.terms.push({
        id: Number(r.term_id),
        slug: r.term_slug,
        name: r.term_name ?? r.term_slug,
        swatch: r.swatch,
      });
    }
  }
  return out;
}

export type ProductImageRow = Awaited<ReturnType<typeof loadProductImages>>[number];

/** Every picture row of the product (product-level, per colour, per variation), in position order. */
export function loadProductImages(db: Db, productId: number) {
  return db
    .select({
      variationId: productImages.variationId,
      colourTermId: productImages.colourTermId,
      assetId: productImages.assetId,
      alt: productImages.alt,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.id));
}

export type VariationRow = Awaited<ReturnType<typeof loadVisibleVariations>>[number];

/**
 * The product's visible variations in menu order. Hidden ones never leave the server: they are not offered, not
 * matched by a lookup, and an option only they would reach is removed (as WooCommerce hides invisible variations).
 */
export function loadVisibleVariations(db: Db, productId: number) {
  return db
    .select()
    .from(variations)
    .where(and(eq(variations.productId, productId), eq(variations.visible, true)))
    .orderBy(asc(variations.menuOrder), asc(variations.id));
}

/** The ids of the categories the product is filed in. */
export async function productCategoryIds(db: Db, productId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, productId));
  return new Set(rows.map((r) => r.id));
}

/** A grouped product's children's ids, in its order (position, then id). */
export async function groupedChildIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: groupedProducts.childId })
    .from(groupedProducts)
    .where(eq(groupedProducts.productId, productId))
    .orderBy(asc(groupedProducts.position), asc(groupedProducts.childId));
  return rows.map((r) => r.id);
}
