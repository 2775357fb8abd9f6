import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { OrderAttribution } from '@domain/checkout/attribution';
import type { OrderStatus } from '@domain/checkout/orders';
import { customers } from './accounts';
import { timestamptz } from './common';
import { sessions } from './sessions';

/**
 * Placed orders. Every figure is in minor units and was computed by the server at placing time from the catalogue,
 * coupons and shipping zones (src/domain); nothing here came from the client's arithmetic. `id` is the order number
 * shoppers see (an identity, so two servers on one database never hand out the same one). `key` is the secret that
 * lets a link open the order without the session that placed it.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    key: text('key').notNull().unique(),
    // A retried or doubled request with the same key is the same order.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    // The customer the order belongs to; a guest's order has none.
    userId: integer('user_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    locale: text('locale').notNull(),
    paymentMethod: text('payment_method').notNull(),
    currency: text('currency').notNull(),
    billing: jsonb('billing').$type<OrderAddress>().notNull(),
    shipping: jsonb('shipping').$type<OrderAddress>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<{ id: number; label: string; cost: number } | null>(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    total: integer('total').notNull(),
    couponCodes: text('coupon_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerNote: text('customer_note').notNull().default(''),
    attribution: jsonb('attribution').$type<OrderAttribution | null>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_session_idx').on(t.sessionId),
    index('orders_user_idx').on(t.userId),
    check(
      'orders_status_check',
      sql.raw(`${t.status.name} in ('pending', 'processing', 'on-hold', 'completed', 'cancelled')`),
    ),
    check('orders_total_check', sql.raw(`${t.total.name} >= 0`)),
  ],
);

/** The order's lines as sold: names, terms and prices copied, so a later catalogue change does not rewrite history. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id'),
    variationId: integer('variation_id'),
    name: text('name').notNull(),
    sku: text('sku'),
    // Attribute label → term name, in the order's locale.
    attributes: jsonb('attributes').$type<Array<{ label: string; value: string }>>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    subtotal: integer('subtotal').notNull(),
    // A bundle ('bundle') and its items ('bundled', parent_position naming the bundle's line), as the cart had them.
    role: text('role').$type<'bundle' | 'bundled' | 'together'>(),
    parentPosition: integer('parent_position'),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_check', sql.raw(`${t.quantity.name} > 0`)),
  ],
);

/**
 * Mail waiting to go, or gone: an order's confirmation is written here in the order's transaction, so a mail server
 * that is down never loses it; a worker sends it and retries with back-off. `message_id` is drawn when the mail is
 * queued (whoever queues it): every sending of the row carries the same Message-ID, so a copy sent again after a crash
 * is dropped by mail clients.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    messageId: uuid('message_id').notNull().defaultRandom(),
    /** A form submission's mail: its files are attached when it is sent, read from the database. */
    formSubmissionId: integer('form_submission_id'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
