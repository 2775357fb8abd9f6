import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './common';

/**
 * Request counts in fixed windows, per key (a route and a client address, a session, a page's address): on
 * PostgreSQL every instance of the shop counts in the same row, so N instances do not give N times the limit.
 * A row whose window has passed starts again from one; the housekeeping forgets old rows.
 */
export const rateCounts = pgTable('rate_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});

/**
 * Secrets the shop draws once and every instance shares (the key signing captcha challenges and form tokens),
 * unless the environment names one.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
