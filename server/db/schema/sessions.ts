import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { timestamptz } from './common';

/**
 * Server-side sessions, guests included. The cookie holds a random token; only its SHA-256 is stored, so a copy of
 * the database cannot be replayed as cookies. `id` is stable across `rotateSession()` so rows that belong to a
 * session (consents, later carts) survive a login.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    csrfToken: text('csrf_token').notNull(),
    // The signed-in customer; null for a guest.
    userId: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    comingSoonDismissed: boolean('coming_soon_dismissed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Cookie tokens a rotation (sign-in, sign-out, a new password) took from a session, kept until they would have
 * expired: a visitor's cookie becomes a session on its first write, but a retired one never comes back.
 */
export const retiredSessionTokens = pgTable(
  'retired_session_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('retired_session_tokens_expires_at_idx').on(t.expiresAt)],
);

/** One row per consent decision: the record of what was agreed, when, and from which browser. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Kept when the session expires (set null) because the record is the proof of consent.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    analytics: boolean('analytics').notNull(),
    acceptedAt: timestamptz('accepted_at')
      .notNull()
      .default(sql`now()`),
    userAgent: text('user_agent'),
  },
  (t) => [index('consents_session_idx').on(t.sessionId, t.acceptedAt)],
);
