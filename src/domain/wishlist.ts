/**
 * Wishlist rules shared by the client and the server: the share key, the cookies, the limits on names, notes and
 * lists, and the 'added' marks (a variation also marks its parent).
 */

/** A wishlist's public key: 6 characters from A–Z and 0–9. */
export const WISHLIST_KEY_LENGTH = 6;
export const WISHLIST_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const WISHLIST_KEY_PATTERN = '^[A-Z0-9]{6}$';
const KEY_RE = new RegExp(WISHLIST_KEY_PATTERN);

/** The key of the shopper's default wishlist, readable by the page, kept 7 days. */
export const WISHLIST_KEY_COOKIE = 'wishlist_key';
export const WISHLIST_KEY_DAYS = 7;
/** The number of items in the default wishlist, written with every answer: the header's badge on first paint. */
export const WISHLIST_COUNT_COOKIE = 'wishlist_count';

/** How long the added toast stays, and the wait before the wishlist is read again after an add to the cart. */
export const WISHLIST_NOTICE_MS = 3000;
export const WISHLIST_AUTO_REMOVE_REFRESH_MS = 300;

export const WISHLIST_LIMITS = {
  /** Characters in a wishlist's name. */
  nameMax: 60,
  /** Characters in an item's note. */
  noteMax: 500,
  /** Named wishlists per shopper. */
  lists: 10,
  /** Items in one wishlist. */
  items: 200,
} as const;

export const isWishlistKey = (value: unknown): value is string => typeof value === 'string' && KEY_RE.test(value);

/** A new key from a source of random non-negative integers (the server passes crypto's). */
export function newWishlistKey(random: () => number): string {
  let key = '';
  for (let i = 0; i < WISHLIST_KEY_LENGTH; i += 1) {
    key += WISHLIST_KEY_ALPHABET[random() % WISHLIST_KEY_ALPHABET.length];
  }
  return key;
}

/**
 * A note as stored: line breaks kept, other control characters and outer space dropped. It is text, never markup:
 * whatever shows it escapes it (React does).
 */
export function normaliseNote(note: string): string {
  const kept = [...note.replace(/\r\n?/g, '\n')].filter((ch) => {
    const code = ch.charCodeAt(0);
    return ch === '\n' || (code > 0x1f && code !== 0x7f);
  });
  return kept.join('').trim();
}

/** A wishlist name as stored: one line, inner runs of space collapsed. */
export const normaliseName = (name: string): string => name.replace(/\s+/g, ' ').trim();

/** A saved item as the 'added' marks see it: the saved id (product or variation) and the variation's parent. */
export interface WishlistMark {
  id: number;
  parent: number | null;
}

/** Saved id → its parent (null for a product): both the item and its parent show as added. */
export type WishlistIds = Record<string, { parent?: number }>;

export function wishlistIds(items: readonly WishlistMark[]): WishlistIds {
  const ids: WishlistIds = {};
  for (const item of items) ids[item.id] = item.parent == null ? {} : { parent: item.parent };
  return ids;
}

/** Whether the product or variation `id` shows as added: saved itself, or the parent of a saved variation. */
export function isMarked(ids: WishlistIds, id: number): boolean {
  if (ids[id]) return true;
  return Object.values(ids).some((entry) => entry.parent === id);
}
