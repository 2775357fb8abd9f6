/**
 * What a wishlist's share link carries besides its key, and what lets anyone but the owner read the list: 24 random
 * bytes (192 bits, drawn by the server) in base64url, 32 characters. One per list, kept as long as the list. The
 * 6-character key stays the list's name in links and cookies; guessable, it opens only the owner's lists.
 */
export const SHARE_TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';
const SHARE_TOKEN_RE = new RegExp(SHARE_TOKEN_PATTERN);
/** The share link's query parameter that holds the token: /{locale}/wishlist/{key}/?token={token}. */
export const SHARE_TOKEN_PARAM = 'token';

export const isShareToken = (value: unknown): value is string =>
  typeof value === 'string' && SHARE_TOKEN_RE.test(value);
