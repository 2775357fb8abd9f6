/**
 * The checkout API for stories: the recorded full (or empty) cart in the request's locale with the two payment
 * methods, and the order refusals as the server words them. Not a story file.
 */
import type { Cart } from '@entities/cart/model';
import type { Checkout } from '@features/checkout/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';
import { paymentMethodView } from './order';

type Locale = 'fr' | 'en' | 'ar';
const localeOf = (request: Request): Locale => {
  const locale = new URL(request.url).searchParams.get('locale');
  return locale === 'fr' || locale === 'ar' ? locale : 'en';
};

const checkoutOf = (cart: Cart, locale: Locale): Checkout => ({
  cart,
  paymentMethods: [paymentMethodView('cod', locale), paymentMethodView('bacs', locale)],
  defaultPaymentMethod: 'cod',
});

/** GET /api/checkout: a recorded cart with the payment methods. */
export function checkoutRoute(which: 'empty' | 'full' = 'full'): MockRoute {
  return {
    path: '/api/checkout',
    handler: (request) => {
      const locale = localeOf(request);
      return { body: checkoutOf(structuredClone(fixture<Cart>(`cart:${which}`, locale)), locale) };
    },
  };
}

/** POST /api/checkout/orders refused with `code` (409, the cart changed under the shopper). */
export function orderRefusedRoute(
  code: 'total_changed' | 'out_of_stock',
  params: Record<string, unknown> = {},
): MockRoute {
  return {
    method: 'POST',
    path: '/api/checkout/orders',
    handler: () => ({
      status: 409,
      body: {
        type: `urn:zellige:problem:${code}`,
        title: 'Conflict',
        status: 409,
        code,
        detail: 'The cart changed.',
        errors: [{ field: 'cart', code, message: 'The cart changed.' }],
        params,
      },
    }),
  };
}
