import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { variations } from './attributes';
import { products } from './catalogue';
import type { BlockPosition } from '@domain/settings';
import type { LocalisedJson } from './common';

/**
 * A bundle: a product of type 'bundle' sold as a set of other products. Its price is the items' (less a percentage
 * or an amount) or, for a fixed-price bundle, the product's own. Percentages are parts per million of the price
 * (10 % = 100 000), so they stay integers.
 */
export const bundles = pgTable(
  'bundles',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountPpm: integer('discount_ppm').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    fixedPrice: boolean('fixed_price').notNull().default(false),
    // The shopper sets each item's quantity between its min and max.
    optional: boolean('optional').notNull().default(false),
    // A variable item lets the shopper choose its variation (else the item names one).
    variables: boolean('variables').notNull().default(true),
    excludeUnpurchasable: boolean('exclude_unpurchasable').notNull().default(false),
    // Limits on the total selected quantity and on the discounted total; 0 is no limit.
    minQty: integer('min_qty').notNull().default(0),
    maxQty: integer('max_qty').notNull().default(0),
    totalMin: integer('total_min').notNull().default(0),
    totalMax: integer('total_max').notNull().default(0),
    // Shown after the price, per locale.
    priceSuffix: jsonb('price_suffix').$type<LocalisedJson>(),
  },
  (t) => [
    check('bundles_discount_check', sql.raw(`${t.discountPpm.name} between 0 and 1000000`)),
    check(
      'bundles_limits_check',
      sql.raw(
        `least(${t.discountAmount.name}, ${t.minQty.name}, ${t.maxQty.name}, ${t.totalMin.name}, ${t.totalMax.name}) >= 0`,
      ),
    ),
  ],
);

/** One product of a bundle, in order: its default quantity and, in an optional bundle, how far the shopper may go. */
export const bundleItems = pgTable(
  'bundle_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.productId, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A variation the bundle names; null leaves a variable item's choice to the shopper.
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    minQty: integer('min_qty').notNull().default(0),
    maxQty: integer('max_qty'),
  },
  (t) => [
    index('bundle_items_bundle_idx').on(t.bundleId, t.position),
    check('bundle_items_quantity_check', sql.raw(`${t.quantity.name} >= 0 and ${t.minQty.name} >= 0`)),
  ],
);

/**
 * 'Frequently bought together': a product's companions, in order, each with its quantity and the price it sells at
 * when bought with the product ('100%', '90%' or a unit price such as '150'). A list whose variation is set belongs to
 * that variation of the product and replaces the product's list while the variation is chosen.
 */
export const boughtTogether = pgTable(
  'bought_together',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    companionId: integer('companion_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    newPrice: text('new_price').notNull().default('100%'),
    // Said after the companion's price in the block ('the piece', 'TTC'); null for none.
    priceSuffix: jsonb('price_suffix').$type<LocalisedJson>(),
    // Ticked when the page opens: off unless the shop chose it, so nothing is added that the shopper did not pick.
    checked: boolean('checked').notNull().default(false),
  },
  (t) => [
    index('bought_together_product_idx').on(t.productId, t.variationId, t.position),
    unique('bought_together_unique').on(t.productId, t.variationId, t.companionId).nullsNotDistinct(),
    check('bought_together_quantity_check', sql.raw(`${t.quantity.name} >= 1`)),
  ],
);

export const BLOCK_SELECTIONS = ['multiple', 'single'] as const;
export const BLOCK_BUTTONS = ['main', 'both', 'separate'] as const;

/** How one product's block behaves (the product's list settings). */
export const boughtTogetherSettings = pgTable('bought_together_settings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  selection: text('selection').$type<(typeof BLOCK_SELECTIONS)[number]>().notNull().default('multiple'),
  atcButton: text('atc_button').$type<(typeof BLOCK_BUTTONS)[number]>().notNull().default('main'),
  // The shopper may change the companions' quantities.
  optional: boolean('optional').notNull().default(false),
  // The companions' quantities follow the main product's (each its own times the main quantity).
  syncQty: boolean('sync_qty').notNull().default(false),
  // A companion's price shows for its whole quantity rather than one unit.
  showPriceTotal: boolean('show_price_total').notNull().default(false),
  // Percentages apply to the regular price rather than the selling price.
  pricingRegular: boolean('pricing_regular').notNull().default(false),
  // The main product is not an item of the block (not ticked, not counted).
  ignoreThis: boolean('ignore_this').notNull().default(false),
  // The main product's price when bought with companions.
  thisNewPrice: text('this_new_price').notNull().default('100%'),
  // carousel-2, carousel-3 or carousel-4; null for the store's layout.
  layout: text('layout'),
  // Variable companions offer their variation choice; off, they are bought from their own page.
  variables: boolean('variables').notNull().default(true),
  // Said after the main product's price and the total in the block; null for none.
  priceSuffix: jsonb('price_suffix').$type<LocalisedJson>(),
  // Where the page draws the block (before, after or below_summary); null for the store's position.
  position: text('position').$type<BlockPosition>(),
});
