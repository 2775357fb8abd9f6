import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CART_COUNT_COOKIE } from '../../../src/domain/cart';
import { isSecure } from '../../plugins/session';
import { mutateCart, readCart } from '../../repositories/cart';
import { setAddress } from '../../repositories/cart-address';
import { chooseShippingMethod, restartCountdown, setNote } from '../../repositories/cart-edit';
import { ownerOf } from '../../repositories/cart-store';
import { AddressBody, CartQuery, CartSchema, cartProblems, MethodBody, NoteBody } from '../../schemas/cart';
import { CART_WRITE } from './common';
import { cartCouponRoutes } from './coupons';
import { cartItemRoutes } from './items';

/**
 * The cart API. Every answer is the whole cart, recomputed from the catalogue, so the client replaces its copy;
 * every change runs in one transaction holding the cart's lock, and a refused change leaves the cart untouched.
 */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every cart answer writes its item count in a cookie the page can read (CART_COUNT_COOKIE): the header's badge
  // is right on the first paint of any page without downloading the cart. Added first, so the item and coupon
  // routes registered below have it too.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const count = (payload as { count?: unknown } | null)?.count;
    if (reply.statusCode === 200 && typeof count === 'number') {
      reply.setCookie(CART_COUNT_COOKIE, String(count), { path: '/', sameSite: 'lax', secure: isSecure(request) });
    }
    return payload;
  });
  await app.register(cartItemRoutes);
  await app.register(cartCouponRoutes);

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The visitor’s cart (an empty one when it has none; reading creates nothing)',
        querystring: CartQuery,
        response: { 200: CartSchema, ...cartProblems(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      reply.header('cache-control', 'no-store');
      return readCart(app.db, session ? ownerOf(session) : null, request.query.locale);
    },
  );

  const write = <S extends object>(summary: string, extra: S, statuses: number[] = [400, 403, 409, 415, 429, 500]) => ({
    config: { rateLimit: app.rateLimits.cart },
    schema: { ...CART_WRITE, summary, querystring: CartQuery, response: { 200: CartSchema, ...cartProblems(...statuses) }, ...extra },
  });

  app.put('/cart/note', write('Save the order note (plain text, at most 1000 characters)', { body: NoteBody }), async (request, reply) => {
    const session = (await request.getSession())!;
    reply.header('cache-control', 'no-store');
    return mutateCart(app.db, ownerOf(session), request.query.locale, async (m) => setNote(m, request.body.note));
  });

  app.put(
    '/cart/shipping/address',
    write('Set the shipping calculator’s address (country, state, city, postcode)', { body: AddressBody }),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, async (m) => setAddress(m, request.body));
    },
  );

  app.put('/cart/shipping/method', write('Choose one of the shipping methods a package is offered', { body: MethodBody }), async (request, reply) => {
    const session = (await request.getSession())!;
    reply.header('cache-control', 'no-store');
    return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => chooseShippingMethod(m, request.body.package, request.body.methodId));
  });

  app.post(
    '/cart/countdown/restart',
    write('Restart the cart countdown (the shopper asked for more time)', {}, [400, 403, 409, 429, 500]),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, async (m) => restartCountdown(m));
    },
  );
};
