import { describe, expect, it } from 'vitest';
import { makeStore } from '@app/store';
import { cartApi } from '@entities/cart/api';
import { toCart } from '@entities/cart/model';
import { mockApi } from '../../../support/mock-api';

const session = { csrfToken: 'token', user: null, comingSoonDismissed: false, consent: null };
const cartWith = (version: number, quantity = 1) =>
  toCart({
    version,
    count: quantity,
    items: [{ key: '7', productId: 7, slug: 'mug', name: 'Mug', quantity, unitPrice: 1000, subtotal: 1000 * quantity }],
  });
const path = (r: Request) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`;

describe('cart API', () => {
  it('reads the cart of a locale', async () => {
    const { calls } = mockApi([{ path: '/api/cart', body: { version: 2, items: [], count: 0 } }]);
    const store = makeStore();
    const result = await store.dispatch(cartApi.endpoints.getCart.initiate('ar'));
    expect(result.data).toMatchObject({ version: 2, items: [], currency: 'MAD' });
    expect(calls.map(path)).toEqual(['GET /api/cart?locale=ar']);
  });

  it('writes a mutation’s answer into the cart of its locale, without refetching it', async () => {
    const { calls } = mockApi([
      { path: '/api/cart', body: cartWith(1) },
      {
        method: 'POST',
        path: '/api/cart/items',
        handler: async (r) => ({ body: { ...cartWith(2, 3), seen: await r.json() } }),
      },
      { method: 'PATCH', path: /^\/api\/cart\/items\/7\?locale=fr$/, body: cartWith(3, 5) },
    ]);
    const store = makeStore({ session: { csrfToken: 'token' } });
    const subscription = store.dispatch(cartApi.endpoints.getCart.initiate('fr'));
    await subscription;
    await store.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'fr', productId: 7, quantity: 2 }));
    expect(cartApi.endpoints.getCart.select('fr')(store.getState()).data?.items[0]?.quantity).toBe(3);
    await store.dispatch(cartApi.endpoints.updateCartItem.initiate({ locale: 'fr', key: '7', quantity: 5 }));
    expect(cartApi.endpoints.getCart.select('fr')(store.getState()).data).toMatchObject({ version: 3, count: 5 });
    expect(calls.map(path)).toEqual([
      'GET /api/cart?locale=fr',
      'POST /api/cart/items?locale=fr',
      'PATCH /api/cart/items/7?locale=fr',
    ]);
    expect(await calls[1]!.json()).toEqual({ productId: 7, quantity: 2 });
    expect(calls[1]!.headers.get('x-csrf-token')).toBe('token');
    subscription.unsubscribe();
  });

  it('sends add-to-cart requests one at a time, in order', async () => {
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    mockApi([
      {
        method: 'POST',
        path: '/api/cart/items',
        handler: async (r) => {
          inFlight++;
          most = Math.max(most, inFlight);
          const { productId } = (await r.json()) as { productId: number };
          order.push(productId);
          // The first answer is the slowest: sent in parallel, the others would overtake it.
          await new Promise((resolve) => setTimeout(resolve, productId === 1 ? 60 : 5));
          inFlight--;
          return { body: cartWith(productId) };
        },
      },
    ]);
    const store = makeStore({ session: { csrfToken: 'token' } });
    const results = await Promise.all(
      [1, 2, 3, 4].map((productId) =>
        store.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'en', productId, quantity: 1 })),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
    expect(results.map((r) => r.data?.version)).toEqual([1, 2, 3, 4]);
    // The last answer is the cart shown.
    expect(cartApi.endpoints.getCart.select('en')(store.getState()).data?.version).toBe(4);
  });

  it('keeps each store’s queue to itself', async () => {
    mockApi([
      { method: 'POST', path: /^\/api\/cart\/items\?locale=fr$/, delay: Infinity },
      { method: 'POST', path: /^\/api\/cart\/items\?locale=en$/, body: cartWith(9) },
    ]);
    const stuck = makeStore({ session: { csrfToken: 'token' } });
    void stuck.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'fr', productId: 1, quantity: 1 }));
    const other = makeStore({ session: { csrfToken: 'token' } });
    const result = await other.dispatch(
      cartApi.endpoints.addToCart.initiate({ locale: 'en', productId: 1, quantity: 1 }),
    );
    expect(result.data?.version).toBe(9);
  });

  it('reports a refusal with its code, message values and product page, and goes on with the next add', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/cart/items',
        handler: async (r) => {
          const { productId } = (await r.json()) as { productId: number };
          if (productId === 1) {
            return {
              status: 400,
              body: {
                status: 400,
                code: 'variation_required',
                errors: [{ field: 'body.variationId', code: 'variation_required', message: 'x' }],
                productUrl: '/fr/product/rug/',
              },
            };
          }
          if (productId === 2)
            return {
              status: 409,
              body: { status: 409, code: 'insufficient_stock', params: { available: 3, inCart: 1, junk: { a: 1 } } },
            };
          return { body: cartWith(5) };
        },
      },
    ]);
    const store = makeStore({ session: { csrfToken: 'token' } });
    const [first, second, third] = (await Promise.all(
      [1, 2, 3].map((productId) =>
        store.dispatch(cartApi.endpoints.addToCart.initiate({ locale: 'fr', productId, quantity: 1 })),
      ),
    )) as [{ error?: unknown }, { error?: unknown }, { data?: { version: number } }];
    expect(first.error).toMatchObject({
      status: 400,
      code: 'variation_required',
      productUrl: '/fr/product/rug/',
      fields: [{ field: 'body.variationId' }],
    });
    expect(second.error).toMatchObject({
      status: 409,
      code: 'insufficient_stock',
      params: { available: 3, inCart: 1 },
    });
    expect(second.error).not.toHaveProperty('params.junk');
    expect(third.data?.version).toBe(5);
  });

  it('sends every other cart change to its route', async () => {
    const { calls } = mockApi([
      { method: 'POST', path: /.*/, body: cartWith(1) },
      ...['PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path: /.*/, body: cartWith(1) })),
    ]);
    const store = makeStore({ session });
    const locale = 'en' as const;
    await store.dispatch(cartApi.endpoints.removeCartItem.initiate({ locale, key: '7-9~size.large' }));
    await store.dispatch(cartApi.endpoints.applyCoupon.initiate({ locale, code: 'BIENVENUE10' }));
    await store.dispatch(cartApi.endpoints.removeCoupon.initiate({ locale, code: 'bienvenue10' }));
    await store.dispatch(cartApi.endpoints.saveOrderNote.initiate({ locale, note: 'Gift' }));
    await store.dispatch(cartApi.endpoints.setShippingAddress.initiate({ locale, country: 'MA', state: 'macas' }));
    await store.dispatch(cartApi.endpoints.chooseShippingMethod.initiate({ locale, package: 0, methodId: 4 }));
    await store.dispatch(cartApi.endpoints.restartCountdown.initiate({ locale }));
    expect(calls.map(path)).toEqual([
      'DELETE /api/cart/items/7-9~size.large?locale=en',
      'POST /api/cart/coupons?locale=en',
      'DELETE /api/cart/coupons/bienvenue10?locale=en',
      'PUT /api/cart/note?locale=en',
      'PUT /api/cart/shipping/address?locale=en',
      'PUT /api/cart/shipping/method?locale=en',
      'POST /api/cart/countdown/restart?locale=en',
    ]);
    const bodies = await Promise.all(calls.map(async (c) => (c.headers.get('content-type') ? c.json() : null)));
    expect(bodies).toEqual([
      null,
      { code: 'BIENVENUE10' },
      null,
      { note: 'Gift' },
      { country: 'MA', state: 'macas' },
      { package: 0, methodId: 4 },
      null,
    ]);
  });
});
