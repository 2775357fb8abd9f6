import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mutateCart } from '../../repositories/cart';
import { addItem } from '../../repositories/cart-add';
import { removeItem, updateItem } from '../../repositories/cart-edit';
import { ownerOf } from '../../repositories/cart-store';
import { AddItemBody, CartQuery, CartSchema, cartProblems, LineParams, UpdateItemBody } from '../../schemas/cart';
import { CART_WRITE } from './common';

export const cartItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/cart/items',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...CART_WRITE,
        summary: 'Add a product (or a variation, with its "any" attributes) to the cart; the same line adds up',
        querystring: CartQuery,
        body: AddItemBody,
        response: { 200: CartSchema, ...cartProblems(400, 403, 404, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => addItem(m, request.body));
    },
  );

  app.patch(
    '/cart/items/:key',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...CART_WRITE,
        summary: 'Set a line’s quantity (0 removes the line)',
        params: LineParams,
        querystring: CartQuery,
        body: UpdateItemBody,
        response: { 200: CartSchema, ...cartProblems(400, 403, 404, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => updateItem(m, request.params.key, request.body.quantity));
    },
  );

  app.delete(
    '/cart/items/:key',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...CART_WRITE,
        summary: 'Remove a line',
        params: LineParams,
        querystring: CartQuery,
        response: { 200: CartSchema, ...cartProblems(400, 403, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      reply.header('cache-control', 'no-store');
      return mutateCart(app.db, ownerOf(session), request.query.locale, (m) => removeItem(m, request.params.key));
    },
  );
};
