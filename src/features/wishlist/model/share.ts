import type { Locale } from '@domain/locales';
import { SHARE_TOKEN_PARAM, isShareToken } from '@domain/share-token';
import { isWishlistKey } from '@domain/wishlist';

/**
 * A list's share link: the page of its key, with the share token that lets anyone read it
 * (/{locale}/wishlist/{key}/?token={token}). None before the list exists, or without its token.
 */
export function wishlistShareUrl(
  origin: string,
  locale: Locale,
  list: { key: string | null; shareToken: string | null },
): string | null {
  if (!list.key || !list.shareToken) return null;
  return `${origin}/${locale}/wishlist/${list.key}/?${SHARE_TOKEN_PARAM}=${list.shareToken}`;
}

export interface SharedListArgs {
  locale: Locale;
  key: string;
  /** Absent: only the owner may read the list. */
  token?: string;
}

/**
 * What the page of a list by its key (/{locale}/wishlist/{key}/, a share link adding ?token=) asks the API for, the
 * same on the server and in the browser; null for a malformed key or token, which is not found.
 */
export function sharedListArgs(locale: Locale, key: string, search: string | URLSearchParams): SharedListArgs | null {
  const token = new URLSearchParams(search).get(SHARE_TOKEN_PARAM);
  if (!isWishlistKey(key) || (token !== null && !isShareToken(token))) return null;
  return token === null ? { locale, key } : { locale, key, token };
}
