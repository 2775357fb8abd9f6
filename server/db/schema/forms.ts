import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { FieldValue, FormDefinition } from '@domain/forms/fields';
import { LOCALE_CHECK, bytea, timestamptz } from './common';
import { orders } from './orders';
import { sessions } from './sessions';

/** An embedded form (contact, custom order…), addressed by its slug in every locale. */
export const forms = pgTable('forms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  /** Where submissions are mailed; the shop's address when empty. */
  notify: text('notify').notNull().default(''),
  /** Addresses and domains ('@example.com') its restricted e-mail fields refuse; never sent to the client. */
  restrictedEmails: jsonb('restricted_emails').$type<string[]>().notNull().default([]),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** A form in one locale: its pages of fields and its confirmation, checked before they are stored. */
export const formTexts = pgTable(
  'form_texts',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    definition: jsonb('definition').$type<Omit<FormDefinition, 'id'>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.formId, t.locale] }),
    check('form_texts_locale_check', sql.raw(`${t.locale.name} ${LOCALE_CHECK}`)),
  ],
);

/** An accepted submission: the shown fields' values as kept, its files, and the order a payment form created. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    values: jsonb('values').$type<Record<string, FieldValue>>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt)],
);

/**
 * A file sent to a form before its submission, its bytes in the row (never served to shoppers), its kind read from
 * them. An upload no submission claims is removed after a day.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    /** The session that sent it: only that session's submission may claim it (null once the session is gone). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** The client address it came from: unclaimed uploads are bounded per address too. */
    address: text('address'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The file's bytes, in the database: any instance on it can read what another received. */
    content: bytea('content').notNull(),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('form_uploads_session_idx').on(t.sessionId, t.formId),
    // The quotas and the purge read the unclaimed ones only.
    index('form_uploads_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.submissionId} is null`),
  ],
);

/**
 * Form tokens already taken by an accepted submission: a token sends one submission. Each keeps the address it came
 * from (submissions are bounded per address) until the token has expired and the address's window has passed.
 */
export const formTokensSpent = pgTable(
  'form_tokens_spent',
  {
    token: text('token').primaryKey(),
    address: text('address').notNull(),
    spentAt: timestamptz('spent_at').notNull(),
    keepUntil: timestamptz('keep_until').notNull(),
  },
  (t) => [
    index('form_tokens_spent_address_idx').on(t.address, t.spentAt),
    index('form_tokens_spent_keep_idx').on(t.keepUntil),
  ],
);
