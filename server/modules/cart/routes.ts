import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { writeCartCount } from './count-cookie';
import {
  AddBundleBody,
  AddItemBody,
  AddTogetherBody,
  AddressBody,
  CartQuery,
  CartSchema,
  CouponBody,
  CouponParams,
  CustomerBody,
  cartProblems,
  LineParams,
  MethodBody,
  NoteBody,
  UpdateItemBody,
  ShippingOffersSchema,
} from './schemas';
import * as shipping from './service/shipping';
import { NotModifiedSchema, sendTagged } from '../../http/etag';
import * as cart from './service/requests';
import { loadSettings } from '../settings/service';
import { ownerOf } from '../wishlist/routes';
import { removeBought } from '../wishlist/service';

/** What every cart write declares in OpenAPI: its tag and that it needs the session cookie and the CSRF header. */
const CART_WRITE = { tags: ['cart'], security: [{ csrf: [], session: [] }] };

/**
 * The cart API. Every answer is the whole cart, recomputed from the catalogue, so the client replaces its copy;
 * every change runs in one transaction holding the cart's lock, and a refused change leaves the cart untouched.
 */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every cart answer writes its item count in a cookie the page can read (CART_COUNT_COOKIE): the header's badge
  // is right on the first paint of any page without downloading the cart. Added first, so every cart route has it.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const count = (payload as { count?: unknown } | null)?.count;
    if (reply.statusCode === 200 && typeof count === 'number') writeCartCount(request, reply, count);
    return payload;
  });

  // An add answers the whole cart. auto_remove: what it put in the cart leaves the shopper's wishlists, and with a
  // variation its saved parent.
  const adding =
    <B>(add: (db: Db, session: cart.Session, locale: Locale, body: B) => Promise<cart.AddAnswer>) =>
    async (request: FastifyRequest & { body: B; query: { locale: Locale } }, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const { cart: answer, added } = await add(
        app.db,
        (await request.getSession())!,
        request.query.locale,
        request.body,
      );
      if (added.length > 0 && (await loadSettings(app.db)).wishlist.autoRemove)
        await removeBought(app.db, await ownerOf(request), added);
      return answer;
    };

  const write = <S extends object>(summary: string, extra: S, statuses: number[] = [400, 403, 409, 415, 429, 500]) => ({
    config: { rateLimit: app.rateLimits.cart },
    schema: {
      ...CART_WRITE,
      summary,
      querystring: CartQuery,
      response: { 200: CartSchema, ...cartProblems(...statuses) },
      ...extra,
    },
  });

  app.post(
    '/cart/items',
    write(
      'Add a product (or a variation, with its "any" attributes) to the cart; the same line adds up',
      { body: AddItemBody },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    adding(cart.addItem),
  );

  app.post(
    '/cart/bundles',
    write(
      'Add a bundle: its items with their quantities and variations; the server prices it and checks every rule',
      { body: AddBundleBody },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    adding(cart.addBundle),
  );

  app.post(
    '/cart/bought-together',
    write(
      "Add a product with the companions ticked in its 'frequently bought together' block, at the block's prices",
      { body: AddTogetherBody },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    adding(cart.addTogether),
  );

  app.patch(
    '/cart/items/:key',
    write(
      'Set a line’s quantity (0 removes the line)',
      { params: LineParams, body: UpdateItemBody },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cart.updateItem(
        app.db,
        (await request.getSession())!,
        request.query.locale,
        request.params.key,
        request.body.quantity,
      );
    },
  );

  app.delete(
    '/cart/items/:key',
    write('Remove a line', { params: LineParams }, [400, 403, 404, 429, 500]),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cart.removeItem(app.db, (await request.getSession())!, request.query.locale, request.params.key);
    },
  );

  app.post(
    '/cart/coupons',
    write(
      'Apply a coupon (trimmed, case-insensitive); each refusal has its own code',
      { body: CouponBody },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cart.applyCoupon(app.db, (await request.getSession())!, request.query.locale, request.body.code);
    },
  );

  app.delete(
    '/cart/coupons/:code',
    write('Remove an applied coupon', { params: CouponParams }, [400, 403, 404, 429, 500]),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cart.removeCoupon(app.db, (await request.getSession())!, request.query.locale, request.params.code);
    },
  );

  app.get(
    '/shipping/offers',
    {
      schema: {
        tags: ['cart'],
        summary: 'Shipping per destination country and the returns, as a product’s offer states them',
        response: { 200: ShippingOffersSchema, 304: NotModifiedSchema, ...cartProblems(429, 500) },
      },
    },
    // The same for every shopper: tagged, so a client holding it gets a 304.
    async (request, reply) => sendTagged(request, reply, await shipping.offers(app.db)),
  );

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
      return cart.getCart(app.db, session, request.query.locale);
    },
  );

  app.put(
    '/cart/note',
    write('Save the order note (plain text, at most 1000 characters)', { body: NoteBody }),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return cart.setNote(app.db, session, request.query.locale, request.body.note);
    },
  );

  app.put(
    '/cart/customer',
    write('Keep the checkout’s addresses as typed so far, so a reload or another tab finds them', {
      body: CustomerBody,
    }),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return cart.setCustomer(app.db, session, request.query.locale, request.body);
    },
  );

  app.put(
    '/cart/shipping/address',
    write('Set the shipping calculator’s address (country, state, city, postcode)', { body: AddressBody }),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return cart.setAddress(app.db, session, request.query.locale, request.body);
    },
  );

  app.put(
    '/cart/shipping/method',
    write('Choose one of the shipping methods a package is offered', { body: MethodBody }),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return cart.chooseShippingMethod(
        app.db,
        session,
        request.query.locale,
        request.body.package,
        request.body.methodId,
      );
    },
  );

  app.post(
    '/cart/countdown/restart',
    write('Restart the cart countdown (the shopper asked for more time)', {}, [400, 403, 409, 429, 500]),
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return cart.restartCountdown(app.db, session, request.query.locale);
    },
  );
};
