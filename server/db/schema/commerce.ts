import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CouponClass } from '@domain/cart-coupons';
import { customers } from './accounts';
import { type LocalisedJson, timestamptz } from './common';

export const COUPON_KINDS = ['percent', 'fixed_cart', 'fixed_product', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * Coupons. `amount` is minor units for fixed kinds and whole percent for 'percent'; codes are stored lower-case
 * (matching is case-insensitive, as shoppers type them).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<CouponKind>().notNull(),
    amount: integer('amount').notNull().default(0),
    minimumSpend: integer('minimum_spend'),
    maximumSpend: integer('maximum_spend'),
    expiresAt: timestamptz('expires_at'),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    individualUse: boolean('individual_use').notNull().default(false),
    excludeSaleItems: boolean('exclude_sale_items').notNull().default(false),
    // The classes of coupon (product, order, shipping) it may share a cart with.
    combinesWith: text('combines_with')
      .array()
      .$type<CouponClass[]>()
      .notNull()
      .default(sql`'{product,order,shipping}'::text[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    description: text('description').notNull().default(''),
  },
  (t) => [
    check(
      'coupons_kind_check',
      sql.raw(`${t.kind.name} in ('percent', 'fixed_cart', 'fixed_product', 'free_shipping')`),
    ),
    check('coupons_amount_check', sql.raw(`${t.amount.name} >= 0`)),
    check(
      'coupons_combines_with_check',
      sql.raw(`${t.combinesWith.name} <@ array['product', 'order', 'shipping']::text[]`),
    ),
  ],
);

/**
 * Each use of a coupon by a customer, written when an order is placed: the per-customer usage limit counts them.
 * `userId` for a signed-in customer, `email` as the order gave it.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull().default(''),
    redeemedAt: timestamptz('redeemed_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_user_idx').on(t.couponId, t.userId)],
);

/**
 * Shipping zones, matched in position order; the first zone whose countries / states / postcodes match the address
 * wins. States are 'CC:code' (e.g. 'MA:macas'); postcodes may end in '*'. A zone with no countries matches anywhere.
 */
export const shippingZones = pgTable('shipping_zones', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  states: text('states')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  postcodes: text('postcodes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const SHIPPING_METHOD_KINDS = ['flat_rate', 'free_shipping', 'local_pickup'] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ShippingMethodKind>().notNull(),
    // Minor units; null for free kinds.
    cost: integer('cost'),
    // Free shipping applies from this cart subtotal (minor units).
    minAmount: integer('min_amount'),
    title: jsonb('title').$type<LocalisedJson>().notNull(),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId, t.position),
    check('shipping_methods_kind_check', sql.raw(`${t.kind.name} in ('flat_rate', 'free_shipping', 'local_pickup')`)),
  ],
);
