import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { variations } from './attributes';
import { products } from './catalogue';
import { customers } from './accounts';
import { timestamptz } from './common';
import { sessions } from './sessions';

/**
 * A named wishlist. A guest's belongs to its session, a customer's to the account (every session of that customer
 * sees it); sign-in moves a guest's lists to the account. `key` names the list (6 of A–Z, 0–9: guessable, so it opens
 * the list to its owner only); `share_token` (192 random bits, base64url) is what a share link adds: anyone with it
 * may read the list, only its owner may change it. One list per owner is the default; an empty name shows as
 * 'Wishlist' in the shopper's language.
 */
export const wishlists = pgTable(
  'wishlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull().unique(),
    shareToken: text('share_token').notNull().unique(),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wishlists_session_idx').on(t.sessionId),
    index('wishlists_user_idx').on(t.userId),
    // At most one default list per owner.
    uniqueIndex('wishlists_session_default_idx')
      .on(t.sessionId)
      .where(sql`${t.isDefault} and ${t.userId} is null`),
    uniqueIndex('wishlists_user_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('wishlists_owner_check', sql.raw(`${t.sessionId.name} is not null or ${t.userId.name} is not null`)),
  ],
);

/**
 * A saved product or variation (a variation's row names its product too). A product or variation that is deleted
 * takes its rows with it, so a list never shows what the shop no longer sells. The note is plain text.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_unique').on(t.wishlistId, t.productId, t.variationId).nullsNotDistinct(),
    index('wishlist_items_list_idx').on(t.wishlistId, t.addedAt),
  ],
);
