import { useState } from 'react';
import { useSelector } from 'react-redux';
import { WISHLIST_COUNT_COOKIE, WISHLIST_KEY_COOKIE } from '@domain/wishlist';
import { useLocale } from '@shared/i18n/locale-context';
import { readCookie, useCookieHeader } from '@shared/lib/cookies';
import { useGetWishlistQuery, wishlistApi } from '../api';

/** The count the server wrote with the default list's last answer; 0 when there is none. */
export function wishlistCountFromCookie(cookies: string): number {
  const value = Number(readCookie(WISHLIST_COUNT_COOKIE, cookies));
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * The visitor's default wishlist. Read from the server only when they have one (its key cookie): a first visit asks
 * nothing. An add writes the answer into the cache, which this reads whether or not it asked.
 */
export function useDefaultWishlist({ load = true }: { load?: boolean } = {}) {
  const locale = useLocale();
  const cookies = useCookieHeader();
  const [initial] = useState(() => ({
    hasList: readCookie(WISHLIST_KEY_COOKIE, cookies) !== undefined,
    count: wishlistCountFromCookie(cookies),
  }));
  const cached = useSelector(wishlistApi.endpoints.getWishlist.select({ locale }));
  // Once an add put a list in the cache, it is followed like any (read again when something invalidates it).
  const query = useGetWishlistQuery({ locale }, { skip: !load || (!initial.hasList && !cached.data) });
  const data = query.data ?? cached.data;
  return { data, count: data?.count ?? initial.count };
}
