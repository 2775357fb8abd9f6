import { sql } from 'drizzle-orm';
import type { CartCustomer } from '@domain/checkout/customer';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { variations } from './attributes';
import { boughtTogether, bundleItems } from './bundles';
import { products } from './catalogue';
import { customers } from './accounts';
import { timestamptz } from './common';
import { sessions } from './sessions';

export type CartLineRole = 'bundle' | 'bundled' | 'together';

/**
 * A shopper's cart: a guest's belongs to its session, a signed-in shopper's to the user id (every session of that
 * user shares it). Mutations lock this row (select … for update) so concurrent changes queue instead of losing
 * one another; `version` goes up by one with each.
 * Prices are never stored here: they are read from the catalogue every time the cart is shown.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .unique()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(0),
    // Lower-case codes, in the order applied. Usage counts are only incremented by checkout.
    couponCodes: text('coupon_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    shippingCountry: text('shipping_country').notNull().default(''),
    shippingState: text('shipping_state').notNull().default(''),
    shippingCity: text('shipping_city').notNull().default(''),
    shippingPostcode: text('shipping_postcode').notNull().default(''),
    // Package index → chosen shipping method id.
    shippingMethods: jsonb('shipping_methods').$type<Record<string, number>>().notNull().default({}),
    countdownStartedAt: timestamptz('countdown_started_at'),
    // The addresses typed at checkout so far (a draft the order's rules check only when it is placed).
    customer: jsonb('customer').$type<CartCustomer | null>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('carts_owner_check', sql.raw(`${t.sessionId.name} is not null or ${t.userId.name} is not null`))],
);

/**
 * One line per key: product, variation and the terms chosen for the variation's 'any' attributes (src/domain/cart.ts
 * lineKey). A product or variation that is deleted takes its lines with it.
 *
 * A bundle is a parent line ('bundle') with a child line per item ('bundled', parent_key naming it): each child holds
 * per_parent units for every bundle, so the parent's quantity moves them and removing it removes them. A product
 * bought together with another is an ordinary line ('together') whose parent_key names the main product's line: while
 * that line is in the cart it sells at the relation's new price.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    // Attribute slug → term slug, for the variation's 'any' attributes only.
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    role: text('role').$type<CartLineRole>(),
    parentKey: text('parent_key'),
    perParent: integer('per_parent'),
    bundleItemId: integer('bundle_item_id').references(() => bundleItems.id, { onDelete: 'cascade' }),
    relationId: integer('relation_id').references(() => boughtTogether.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.key] }),
    index('cart_lines_product_idx').on(t.productId),
    check(
      'cart_lines_role_check',
      sql.raw(`${t.role.name} is null or ${t.role.name} in ('bundle', 'bundled', 'together')`),
    ),
    // The ceiling no store setting may pass (src/domain/cart-limits.ts).
    check('cart_lines_quantity_check', sql.raw(`${t.quantity.name} between 1 and 10000`)),
  ],
);
