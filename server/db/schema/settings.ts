import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './common';

/** Overrides of DEFAULT_SETTINGS: key = top-level settings group (e.g. 'notices'), value = a partial of that group. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
