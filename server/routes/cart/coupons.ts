import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mutateCart } from '../../repositories/cart';
import { applyCoupon, removeCoupon } from '../../repositories/cart-edit';
import { ownerOf } from '../../repositories/cart-store';
import { CartQuery, CartSchema, CouponBody, CouponParams, cartProblems } from '../../schemas/cart';
import { CART_WRITE } from './common';

export const cartCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/cart/coupons',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...CART_WRITE,
        summary: 'Apply a coupon (trimmed, case-insensitive); each refusal has its own code',
        querystring: CartQuery,
        body: CouponBody,
        response: { 200: CartSchema, ...cartProblems(400, 403, 404, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => applyCoupon(m, request.body.code));
    },
  );

  app.delete(
    '/cart/coupons/:code',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...CART_WRITE,
        summary: 'Remove an applied coupon',
        params: CouponParams,
        querystring: CartQuery,
        response: { 200: CartSchema, ...cartProblems(400, 403, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => removeCoupon(m, request.params.code));
    },
  );
};
