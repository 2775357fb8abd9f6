import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { LOCALE_CHECK, timestamptz } from './common';
import { mediaAssets } from './media';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull().default(0),
    imageAssetId: integer('image_asset_id').references(() => mediaAssets.id, { onDelete: 'set null' }),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.locale] }),
    check('category_translations_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

export const PRODUCT_TYPES = ['simple', 'variable'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Money columns are integer minor units (centimes). A sale applies when sale_price is set and now is in the window. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    type: text('type').$type<ProductType>().notNull(),
    sku: text('sku').unique(),
    regularPrice: integer('regular_price').notNull(),
    salePrice: integer('sale_price'),
    saleFrom: timestamptz('sale_from'),
    saleTo: timestamptz('sale_to'),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    stockQuantity: integer('stock_quantity'),
    purchasable: boolean('purchasable').notNull().default(true),
    soldIndividually: boolean('sold_individually').notNull().default(false),
    weightGrams: integer('weight_grams'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    // Hundredths of a star: 450 = 4.5.
    ratingAverage: integer('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    totalSales: integer('total_sales').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [
    check('products_type_check', sql.raw(`${t.type.name} in ('simple', 'variable')`)),
    check('products_stock_status_check', sql.raw(`${t.stockStatus.name} in ('instock', 'outofstock', 'onbackorder')`)),
    check('products_prices_check', sql.raw(`${t.regularPrice.name} >= 0 and (${t.salePrice.name} is null or ${t.salePrice.name} >= 0)`)),
    index('products_featured_idx').on(t.featured, t.menuOrder),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    // Plain text; paragraphs are separated by a blank line.
    description: text('description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    check('product_translations_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);
