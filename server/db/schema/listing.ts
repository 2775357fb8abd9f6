import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * What a listing filters on, one narrow row per product × category subtree × term, kept exact by the triggers of
 * migration 0005 (zellige_refresh_listing_facts). A product has a row for subtree 0 (the whole shop) and for each
 * category it is in with all that category's ancestors; for term 0 (no term) and each of its terms. So "the
 * products of a subtree with a term" is one index range, and a count is an index-only scan of that range instead of
 * a join of three tables over the whole catalogue. Ids 0 are free: identities start at 1.
 *
 * price_low/price_high: the least and greatest of the product's product_prices rows (null when it has none), so a
 * price filter is decided on the row unless the range only partly overlaps (then product_prices is asked).
 * price_min/price_max: products.price_min/price_max, which the price facet reports.
 */
export const listingFacts = pgTable(
  'listing_facts',
  {
    subtreeId: integer('subtree_id').notNull(),
    termId: integer('term_id').notNull(),
    productId: integer('product_id').notNull(),
    priceLow: integer('price_low'),
    priceHigh: integer('price_high'),
    priceMin: integer('price_min').notNull(),
    priceMax: integer('price_max').notNull(),
  },
  (t) => [
    // Covering: counts and membership probes never read the table.
    index('listing_facts_lookup_idx').on(
      t.subtreeId,
      t.termId,
      t.productId,
      t.priceLow,
      t.priceHigh,
      t.priceMin,
      t.priceMax,
    ),
    index('listing_facts_product_idx').on(t.productId),
    // The price facet of a whole subtree: its cheapest and dearest product in one probe each.
    index('listing_facts_subtree_min_idx')
      .on(t.subtreeId, t.priceMin)
      .where(sql`term_id = 0`),
    index('listing_facts_subtree_max_idx')
      .on(t.subtreeId, t.priceMax)
      .where(sql`term_id = 0`),
  ],
);

/** How many listing_facts rows each (subtree, term) has: a listing's total and its facet counts before any filter. */
export const listingCounts = pgTable(
  'listing_counts',
  {
    subtreeId: integer('subtree_id').notNull(),
    termId: integer('term_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subtreeId, t.termId] })],
);
