import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { LOCALE_CHECK, timestamptz, tsvector } from './common';
import { mediaAssets } from './media';
import { STOCK_STATUSES, type StockStatus } from '../../../src/domain/stock';

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

/**
 * 'grouped': a page gathering other products (its children, grouped_products), bought one by one, priced by theirs;
 * 'external': sold elsewhere, its button leads to external_url. Neither goes into a cart (purchasable is false).
 */
export const PRODUCT_TYPES = ['simple', 'variable', 'bundle', 'grouped', 'external'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export { STOCK_STATUSES, type StockStatus };

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
    // The shipping class ('free-shipping': ships free); null for none.
    shippingClass: text('shipping_class'),
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
    // What a shopper pays now, lowest and highest (see product_prices and refreshProductPrices): sorting by price
    // must not price 100 000 products per request. Refreshed on seed, on start and at each sale-window boundary.
    priceMin: integer('price_min').notNull().default(0),
    priceMax: integer('price_max').notNull().default(0),
    // An external product's address and its button's words (null: the shop's own words).
    externalUrl: text('external_url'),
    buttonText: text('button_text'),
    // Imported products: the source shop's id, and a digest of what the import wrote (null: write again next time).
    sourceId: integer('source_id').unique(),
    importDigest: text('import_digest'),
  },
  (t) => [
    check('products_type_check', sql.raw(`${t.type.name} in (${PRODUCT_TYPES.map((type) => `'${type}'`).join(', ')})`)),
    check('products_stock_status_check', sql.raw(`${t.stockStatus.name} in ('instock', 'outofstock', 'onbackorder')`)),
    check(
      'products_prices_check',
      sql.raw(`${t.regularPrice.name} >= 0 and (${t.salePrice.name} is null or ${t.salePrice.name} >= 0)`),
    ),
    index('products_featured_idx').on(t.featured, t.menuOrder),
    // One index per listing order, ending with id: the order is total, so pages never overlap.
    index('products_menu_order_idx').on(t.menuOrder, t.id),
    index('products_popularity_idx').on(t.totalSales.desc(), t.id),
    index('products_rating_idx').on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id),
    index('products_date_idx').on(t.createdAt.desc(), t.id),
    index('products_price_idx').on(t.priceMin, t.id),
    index('products_price_desc_idx').on(t.priceMax.desc(), t.id),
  ],
);

/** The text-search configuration (stemmer and stop words) of each shop locale. */
export const SEARCH_CONFIGS = { fr: 'french', en: 'english', ar: 'arabic' } as const;

const configOfLocale = `(case locale ${Object.entries(SEARCH_CONFIGS)
  .map(([locale, config]) => `when '${locale}' then '${config}'::regconfig`)
  .join(' ')} end)`;
const weighted = (config: string, column: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector(${config}, zellige_unaccent(${column})), '${weight}')`;
const SEARCH_DOCUMENT = [
  weighted(configOfLocale, 'name', 'A'),
  weighted(`'simple'::regconfig`, 'name', 'A'),
  weighted(configOfLocale, 'short_description', 'B'),
  weighted(configOfLocale, 'description', 'C'),
].join(' || ');

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
    // Generated, so it can never lag behind the text. The name counts most (A, also unstemmed so that a prefix of
    // a word still matches), then the short description (B), then the description (C). Accents are removed on
    // both sides (zellige_unaccent, migration 0001); the locale picks the stemmer.
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(sql.raw(SEARCH_DOCUMENT)),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locale] }),
    // Searched through its narrow copy, search_documents (schema/search.ts), which holds the indexes.
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
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

/** The children a grouped product gathers, in order. */
export const groupedProducts = pgTable(
  'grouped_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.childId] }), index('grouped_products_child_idx').on(t.childId)],
);
