import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products, SEARCH_CONFIGS } from './catalogue';
import { LOCALE_CHECK, timestamptz, tsvector } from './common';

/**
 * Every current price a shopper can pay for a product: one row for a simple product, one per visible variation of a
 * variable product (its own row when it has none). A price filter keeps a product when any of its rows is in range,
 * as a shopper expects of a variable product. Derived from products/variations by refreshProductPrices(), with the
 * rules of src/domain/pricing.ts; products.price_min/price_max hold the same range for sorting.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.price] }), index('product_prices_price_idx').on(t.price, t.productId)],
);

/**
 * The catalogue's words per locale (product, category and term names), for 'did you mean'. `word` is the search
 * form (lower case, accents removed); `display` is how the catalogue writes it most often.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    display: text('display').notNull(),
    frequency: integer('frequency').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    check('search_words_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

/** Submitted searches (the listing with `s`, first page), for the popular keywords of the search popup. */
export const searchLog = pgTable(
  'search_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    locale: text('locale').notNull(),
    // Lower case, single spaces; accents kept so that it can be shown as typed.
    query: text('query').notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_log_locale_time_idx').on(t.locale, t.createdAt),
    check('search_log_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

/**
 * The search document of each product translation (product_translations.search_vector, which defines it), copied by
 * the trigger of migration 0006 into a narrow table: a search reads every match to rank it, and this table is half
 * the size of the translations with their texts (at 100 000 products: 24 000 pages against 49 000). Migration 0007
 * splits it into SEARCH_PARTITIONS partitions by a hash of product_id, each with its own text indexes, so that a search
 * stops gathering matches once its ranking window is full (RANK_WINDOW in server/modules/listing/repository/page.ts).
 */
export const SEARCH_PARTITIONS = 8;

export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    // One index per locale: a search reads one locale, and a partial index spares a second index scan on locale.
    ...Object.keys(SEARCH_CONFIGS).map((locale) =>
      index(`search_documents_${locale}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);
