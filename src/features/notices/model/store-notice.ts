import { STORE_NOTICE_COOKIE_PREFIX, STORE_NOTICE_HIDDEN } from '@domain/page-cookies';

/**
 * Store notice dismissal: a cookie named 'store_notice' followed by the notice id, value 'hidden', path '/'. A new id
 * is a new cookie, so a new notice shows again.
 */
export { STORE_NOTICE_HIDDEN };
export const STORE_NOTICE_COOKIE_PATH = '/';

export function storeNoticeCookieName(id: string): string {
  return `${STORE_NOTICE_COOKIE_PREFIX}${id}`;
}

export function isStoreNoticeDismissed(id: string, readCookie: (name: string) => string | undefined): boolean {
  return readCookie(storeNoticeCookieName(id)) === STORE_NOTICE_HIDDEN;
}
