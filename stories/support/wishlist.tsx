/**
 * The wishlist API for stories: the recorded lists (empty; two products and a variation, one with a note, and a second
 * named list; the same list shared with another visitor) in the request's locale, and the key cookie that makes the
 * buttons read the list. Not a story file.
 */
import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { WISHLIST_KEY_COOKIE } from '@domain/wishlist';
import { WishlistProvider } from '@features/wishlist/components/WishlistProvider';
import type { Wishlist } from '@features/wishlist/model/types';
import { settingsApi } from '@shared/api/settings-api';
import { ShareOriginContext } from '@shared/lib/share-origin';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';

type Locale = 'fr' | 'en' | 'ar';
const localeOf = (request: Request): Locale => {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'fr' || locale === 'ar' ? locale : 'en';
};

export type WishlistFixture = 'empty' | 'full' | 'shared';

/**
 * The share token of the recorded lists. Kept here rather than in the recording: the recording is part of every
 * story's code, so a field added there re-takes every story.
 */
const RECORDED_SHARE_TOKEN = 'c5M1LNGDs0FQs2hCKIkSWKzp1ApZfVQl';

export const wishlistOf = (which: WishlistFixture, locale: Locale): Wishlist => {
  const list = structuredClone(fixture<Wishlist>(`wishlist:${which}`, locale));
  return { ...list, shareToken: list.shareToken ?? (list.key ? RECORDED_SHARE_TOKEN : null) };
};

/** GET /api/wishlist (the default list, or one by key): a recorded list, edited. */
export function wishlistRoute(which: WishlistFixture, edit: (list: Wishlist) => Wishlist = (list) => list): MockRoute {
  return { path: '/api/wishlist', handler: (request) => ({ body: edit(wishlistOf(which, localeOf(request))) }) };
}

/** POST /api/wishlist/items: the full list, with what was saved (for the toast). */
export const addedRoute: MockRoute = {
  method: 'POST',
  path: '/api/wishlist/items',
  handler: (request) => {
    const list = wishlistOf('full', localeOf(request));
    const item = list.items[0]!;
    return { body: { ...list, added: { id: item.id, name: item.product.name, image: item.image } } };
  },
};

/** A saved id of the full list: a simple product saved as itself. */
export const savedProduct = (locale: Locale = 'en') => wishlistOf('full', locale).items.find((i) => i.parent === null)!;

/** The key cookie of a visitor who has a list: the buttons then read it. */
export function withWishlistCookie(): () => void {
  const cookie = `${WISHLIST_KEY_COOKIE}=${wishlistOf('full', 'en').key}; path=/`;
  document.cookie = cookie;
  return () => {
    document.cookie = `${cookie}; max-age=0`;
  };
}

/** The shop's address in share links, the same on every run (the snapshot server's port is not). */
export const SHOP_ORIGIN = 'https://zellige.example';

/** The popup, the manage popup and the toast, as the shell gives them, and a fixed share origin. */
export const withWishlistUi: Decorator = (Story) => (
  <ShareOriginContext value={SHOP_ORIGIN}>
    <WishlistProvider>
      <Story />
    </WishlistProvider>
  </ShareOriginContext>
);

function SettingsLoaded({ children }: { children: ReactNode }) {
  return settingsApi.useGetSettingsQuery().isSuccess ? children : null;
}

/** Renders the story once the store's settings have come, so a press in `play` obeys the story's settings. */
export const withSettingsLoaded: Decorator = (Story) => (
  <SettingsLoaded>
    <Story />
  </SettingsLoaded>
);
