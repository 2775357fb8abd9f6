import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@app/store';
import { cartApi } from '@entities/cart/api';
import { settingsApi } from '@shared/api/settings-api';
import { wishlistApi } from '@features/wishlist/api';
import { fixture } from '../../../support/fixtures/routes';
import { mockApi } from '../../../support/mock-api';

const cart = { version: 1, count: 1, items: [] };
type Store = ReturnType<typeof makeStore>;
const path = (r: Request) => `${r.method} ${new URL(r.url).pathname}`;

/** A store with the settings read (auto_remove as given) and the default wishlist followed. */
async function shopWith(autoRemove: boolean) {
  const settings = fixture<{ wishlist: object }>('settings', 'all');
  const { calls } = mockApi([
    { path: '/api/settings', body: { ...settings, wishlist: { ...settings.wishlist, autoRemove } } },
    { path: '/api/wishlist', body: fixture('wishlist:full', 'en') },
    { method: 'POST', path: '/api/cart/items', body: cart },
    { method: 'POST', path: '/api/cart/bundles', body: cart },
    { method: 'POST', path: '/api/cart/bought-together', body: cart },
  ]);
  const store = makeStore({ session: { csrfToken: 'token' } });
  await store.dispatch(settingsApi.endpoints.getSettings.initiate());
  const list = store.dispatch(wishlistApi.endpoints.getWishlist.initiate({ locale: 'en' }));
  await list;
  return { store, calls, list };
}

describe('auto_remove after an add to the cart', () => {
  afterEach(() => vi.useRealTimers());

  // Each way into the cart: a plain add, a bundle, a product bought together.
  const adds = {
    'a plain add': (store: Store) =>
      store.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'en', productId: 7, quantity: 1 })),
    'a bundle': (store: Store) =>
      store.dispatch(
        cartApi.endpoints.addBundleToCart.initiate({ locale: 'en', productId: 9, quantity: 1, items: [] }),
      ),
    'a product bought together': (store: Store) =>
      store.dispatch(
        cartApi.endpoints.addTogetherToCart.initiate({ locale: 'en', productId: 9, quantity: 1, items: [] }),
      ),
  };

  it.each(Object.keys(adds) as (keyof typeof adds)[])(
    'reads the wishlist again 300 ms after %s, when the store removes what was bought',
    async (what) => {
      const { store, calls, list } = await shopWith(true);
      vi.useFakeTimers();
      await adds[what](store);
      await vi.advanceTimersByTimeAsync(299);
      expect(calls.map(path).filter((p) => p === 'GET /api/wishlist')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await vi.waitFor(() => expect(calls.map(path).filter((p) => p === 'GET /api/wishlist')).toHaveLength(2));
      list.unsubscribe();
    },
  );

  it('leaves the wishlist alone when auto_remove is off', async () => {
    const { store, calls, list } = await shopWith(false);
    vi.useFakeTimers();
    await store.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'en', productId: 7, quantity: 1 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map(path).filter((p) => p === 'GET /api/wishlist')).toHaveLength(1);
    list.unsubscribe();
  });
});
