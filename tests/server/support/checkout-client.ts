import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CheckoutBody, OrderBody } from '../../../server/modules/checkout/schemas';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { shopper } from './cart-client';

export { CASABLANCA };

export const newIdempotencyKey = () => randomBytes(16).toString('base64url');

/**
 * A shopper who also checks out, as the checkout page does (cookie, CSRF header, idempotency key). `given`: a
 * session to use (a signed-in visitor's state), read at each request.
 */
export async function buyer(app: FastifyInstance, locale = 'en', given?: { cookie: string; csrfToken: string }) {
  const s = await shopper(app, locale, given);
  const session = given ?? s;
  const headers = (extra: Record<string, string> = {}) => ({
    cookie: session.cookie,
    'x-csrf-token': session.csrfToken,
    ...extra,
  });
  const checkout = async () =>
    (
      await app.inject({ method: 'GET', url: `/api/checkout?locale=${locale}`, headers: { cookie: session.cookie } })
    ).json<CheckoutBody>();
  return {
    ...s,
    checkout,
    update: (body: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/checkout?locale=${locale}`, headers: headers(), payload: body }),
    place: (body: Record<string, unknown>, key = newIdempotencyKey()) =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/orders?locale=${locale}`,
        headers: headers({ 'idempotency-key': key }),
        payload: { billing: CASABLANCA, shipToDifferentAddress: false, paymentMethod: 'cod', ...body },
      }),
    /** Places what the cart holds at the total the checkout shows. */
    placeAtShownTotal: async (body: Record<string, unknown> = {}, key?: string) => {
      await app.inject({
        method: 'PUT',
        url: `/api/checkout?locale=${locale}`,
        headers: headers(),
        payload: { country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' },
      });
      const shown = await checkout();
      return app.inject({
        method: 'POST',
        url: `/api/checkout/orders?locale=${locale}`,
        headers: headers({ 'idempotency-key': key ?? newIdempotencyKey() }),
        payload: {
          billing: CASABLANCA,
          shipToDifferentAddress: false,
          paymentMethod: 'cod',
          expectedTotal: shown.cart.totals.total,
          ...body,
        },
      });
    },
    order: (number: number, key?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/orders/${number}?locale=${locale}${key ? `&key=${key}` : ''}`,
        headers: { cookie: session.cookie },
      }),
  };
}

export type Buyer = Awaited<ReturnType<typeof buyer>>;
export type { OrderBody };
