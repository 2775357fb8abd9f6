import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@domain/checkout/address-schema';
import { timestamptz } from './common';

/**
 * Customers: a username and an e-mail address, each unique (the username without regard to case; the e-mail is
 * stored lower-case), and a scrypt hash of the password (server/modules/account/password.ts). An account exists
 * from registration but signs in only once `confirmedAt` is set, by the link mailed to its address: that is what
 * lets registration answer alike whether or not the address already has an account.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull(),
    // The language of the customer's mail: the locale they registered or last signed in with.
    locale: text('locale').notNull().default('fr'),
    billing: jsonb('billing').$type<OrderAddress | null>(),
    shipping: jsonb('shipping').$type<OrderAddress | null>(),
    confirmedAt: timestamptz('confirmed_at'),
    // The coming-soon banner, dismissed once by the customer: hidden in every session they sign in to.
    comingSoonDismissed: boolean('coming_soon_dismissed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_key').on(t.email),
    check('customers_email_lower_check', sql.raw(`${t.email.name} = lower(${t.email.name})`)),
  ],
);

export type AccountTokenPurpose = 'confirm' | 'reset' | 'email';

/**
 * Single-use links mailed to a customer: confirming the address, resetting the password, confirming a new address
 * (`email`, which the account takes only once the link is opened). Only the token's SHA-256 is kept, like the
 * session cookie's; `usedAt` makes it single-use.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The new address an `email` link confirms. */
    email: text('email'),
  },
  (t) => [
    index('account_tokens_customer_idx').on(t.customerId, t.purpose),
    check('account_tokens_purpose_check', sql.raw(`${t.purpose.name} in ('confirm', 'reset', 'email')`)),
  ],
);

/**
 * Counted attempts by key ('login:pair:…', 'login:ip:…', 'login:name:…', 'register:ip:…'…): past a free allowance
 * each attempt locks the key for twice as long as the one before, up to a ceiling. In the database so that every
 * server on one database counts together. A 'register:username:…' key holds a username asked for at registration
 * until its link would expire, whatever the address.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamptz('locked_until'),
  lastAt: timestamptz('last_at').notNull(),
});

/**
 * Captcha solutions already taken, by their challenge's signature: a solution works once. Kept until its challenge
 * expires (after that the expiry refuses it anyway).
 */
export const captchaSpent = pgTable(
  'captcha_spent',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('captcha_spent_expires_idx').on(t.expiresAt)],
);
