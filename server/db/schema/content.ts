import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { StoredBlock } from '@domain/content/blocks';
import { LOCALE_CHECK, timestamptz } from './common';

/** A content page (about, delivery, contact…), addressed as /{locale}/{slug}/ in every locale. */
export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A page in one locale: its title, description and blocks (checked by validateBlocks before they are stored). */
export const contentPageTexts = pgTable(
  'content_page_texts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.locale] }),
    check('content_page_texts_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);
