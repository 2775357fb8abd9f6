import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { products, type StockStatus } from './catalogue';
import { LOCALE_CHECK, type LocalisedJson, timestamptz } from './common';
import { mediaAssets } from './media';

export const ATTRIBUTE_TYPES = ['select', 'colour'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export const attributes = pgTable(
  'attributes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    type: text('type').$type<AttributeType>().notNull().default('select'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('attributes_type_check', sql.raw(`${t.type.name} in ('select', 'colour')`))],
);

export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attributeId, t.locale] }),
    check('attribute_translations_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

export const attributeTerms = pgTable(
  'attribute_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    // '#rrggbb' for colour swatches; an image swatch uses swatch_asset_id instead.
    swatchColour: text('swatch_colour'),
    swatchAssetId: integer('swatch_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('attribute_terms_slug_unique').on(t.attributeId, t.slug)],
);

export const termTranslations = pgTable(
  'term_translations',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.locale] }),
    check('term_translations_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

/** Which attributes a product uses, and whether shoppers choose a variation by it. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    usedForVariations: boolean('used_for_variations').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** The terms a product offers for each of its attributes (the attribute is the term's). */
export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => attributeTerms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId, t.productId)],
);

/**
 * A purchasable combination of a variable product. `attributes` maps attribute slug → term slug, '' meaning any term
 * (as in the spec's variation data).
 */
export const variations = pgTable(
  'variations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').unique(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    regularPrice: integer('regular_price').notNull(),
    salePrice: integer('sale_price'),
    saleFrom: timestamptz('sale_from'),
    saleTo: timestamptz('sale_to'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    stockQuantity: integer('stock_quantity'),
    purchasable: boolean('purchasable').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty'),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    imageAssetId: integer('image_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
    description: jsonb('description').$type<LocalisedJson>(),
    menuOrder: integer('menu_order').notNull().default(0),
    // Imported variations: the source shop's id.
    sourceId: integer('source_id').unique(),
  },
  (t) => [
    index('variations_product_idx').on(t.productId, t.menuOrder),
    check(
      'variations_stock_status_check',
      sql.raw(`${t.stockStatus.name} in ('instock', 'outofstock', 'onbackorder')`),
    ),
    check(
      'variations_prices_check',
      sql.raw(`${t.regularPrice.name} >= 0 and (${t.salePrice.name} is null or ${t.salePrice.name} >= 0)`),
    ),
  ],
);
