/**
 * The cart API for stories: the recorded carts (empty, full with a coupon, an address and a note) in the request's
 * locale, edited per state, and the recorded coupon refusal. Not a story file.
 */
import type { Cart } from '@entities/cart/model';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';

type Locale = 'fr' | 'en' | 'ar';
const localeOf = (request: Request): Locale => {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'fr' || locale === 'ar' ? locale : 'en';
};

/** GET /api/cart: a recorded cart, edited. */
export function cartRoute(which: 'empty' | 'full', edit: (cart: Cart) => Cart = (cart) => cart): MockRoute {
  return {
    path: '/api/cart',
    handler: (request) => ({ body: edit(structuredClone(fixture<Cart>(`cart:${which}`, localeOf(request)))) }),
  };
}

/** The countdown ending `seconds` from now (the harness fixes the clock, so the time shown never moves). */
export const endingIn =
  (seconds: number) =>
  (cart: Cart): Cart => ({
    ...cart,
    countdown: {
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + seconds * 1000).toISOString(),
    },
  });

/** Free shipping reached: the goal's bar full and its words of congratulation. */
export const goalReached = (cart: Cart): Cart => ({
  ...cart,
  freeShipping: { ...cart.freeShipping, remaining: 0, percent: 100, done: true },
});

/** Only free-shipping-class pieces in the cart (jewellery): every method costs nothing and no goal is shown. */
export const freeShippingClassOnly = (cart: Cart): Cart => ({
  ...cart,
  freeShippingClassOnly: true,
  shipping: {
    ...cart.shipping,
    packages: cart.shipping.packages.map((pkg) => ({
      ...pkg,
      methods: pkg.methods.map((method) => ({ ...method, cost: 0 })),
    })),
  },
  totals: { ...cart.totals, shipping: 0, total: cart.totals.subtotal - cart.totals.discount },
});

/** A coupon refused as the server words it: for its minimum spend, or because it does not combine. */
export const couponRefusedRoute = (
  problem: 'coupon_minimum_spend' | 'coupon_not_combinable' = 'coupon_minimum_spend',
): MockRoute => ({
  method: 'POST',
  path: '/api/cart/coupons',
  handler: (request) => {
    const body = fixture<{ status: number }>(`cart:problem:${problem}`, localeOf(request));
    return { status: body.status, body };
  },
});

/** A line's new quantity refused: the order would pass the store's largest order value (250 000.00 MAD). */
export const orderValueLimitRoute: MockRoute = {
  method: 'PATCH',
  path: /^\/api\/cart\/items\//,
  handler: () => ({
    status: 409,
    body: {
      type: 'urn:zellige:problem:order_value_limit',
      title: 'Conflict',
      status: 409,
      code: 'order_value_limit',
      detail: 'An order is worth at most 25000000 minor units.',
      errors: [{ field: 'body.quantity', code: 'order_value_limit', message: 'Too much.' }],
      params: { maxValue: 25_000_000 },
    },
  }),
};
