import { CART_COUNT_COOKIE } from './cart';
import { WISHLIST_COUNT_COOKIE, WISHLIST_KEY_COOKIE } from './wishlist';

/** A store notice's dismissal cookie: this prefix and the notice's id, with the value 'hidden'. */
export const STORE_NOTICE_COOKIE_PREFIX = 'store_notice';
export const STORE_NOTICE_HIDDEN = 'hidden';

const COUNT = /^\d{1,6}$/;
const NOTICE_ID = /^[^\s;,=]{0,64}$/;

/**
 * The cookies a visitor's page is drawn with, and of each only what the page shows: the cart's and the wishlist's
 * counts (the header's badges), whether there is a wishlist (not its key), the store notices hidden. The session and
 * everything else the browser sends are left out, so one page serves every visitor whose cookies agree on these; the
 * result, in a fixed order, is part of the page's cache key.
 */
export function pageCookies(header: string): string {
  const kept: string[] = [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if ((name === CART_COUNT_COOKIE || name === WISHLIST_COUNT_COOKIE) && COUNT.test(value)) {
      kept.push(`${name}=${Number(value)}`);
    } else if (name === WISHLIST_KEY_COOKIE && value) {
      kept.push(`${name}=1`);
    } else if (
      name.startsWith(STORE_NOTICE_COOKIE_PREFIX) &&
      NOTICE_ID.test(name.slice(STORE_NOTICE_COOKIE_PREFIX.length)) &&
      value === STORE_NOTICE_HIDDEN
    ) {
      kept.push(`${name}=${value}`);
    }
  }
  return [...new Set(kept)].sort().join('; ');
}
