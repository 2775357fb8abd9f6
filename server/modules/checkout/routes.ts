import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { linkOrigin } from '../../http/link-origin';
import {
  CheckoutQuery,
  CheckoutSchema,
  checkoutProblems,
  OrderParams,
  OrderPaymentSchema,
  OrderQuery,
  OrderSchema,
  PlacedOrderSchema,
  PayOrderBody,
  PlaceOrderBody,
  PlaceOrderHeaders,
  UpdateCheckoutBody,
} from './schemas';
import { readCheckout, updateCheckout } from './service/checkout';
import { readOrder } from './service/orders';
import { payOrder, readOrderPayment } from './service/pay';
import { placeOrder } from './service/place';
import { writeCartCount } from '../cart/count-cookie';

const WRITE = { tags: ['checkout'], security: [{ csrf: [], session: [] }] };

/**
 * Checkout: read it, set its destination (the totals and payment methods follow), place the order; read an order
 * back; pay an order that waits for payment (a payment form's). Placing is limited per session and per address like every sensitive write, and needs the CSRF header.
 */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string; linksFromRequest: boolean }> = async (
  app,
  { publicUrl, linksFromRequest },
) => {
  app.get(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary: 'The checkout: the cart for its destination and the payment methods offered there',
        querystring: CheckoutQuery,
        response: { 200: CheckoutSchema, ...checkoutProblems(400, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readCheckout(app.db, await request.getSession(), request.query.locale);
    },
  );

  app.put(
    '/checkout',
    {
      config: { rateLimit: app.rateLimits.cart },
      schema: {
        ...WRITE,
        summary: 'Set the destination (country, state, city, postcode) and answer the checkout for it',
        querystring: CheckoutQuery,
        body: UpdateCheckoutBody,
        response: { 200: CheckoutSchema, ...checkoutProblems(400, 403, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return updateCheckout(app.db, (await request.getSession())!, request.query.locale, request.body);
    },
  );

  app.post(
    '/checkout/orders',
    {
      config: { rateLimit: app.rateLimits.checkout },
      onRequest: app.rateLimits.perSession('orders', app.rateLimits.checkout),
      schema: {
        ...WRITE,
        summary: 'Place the order: re-priced, re-checked and stock taken in one transaction; once per idempotency key',
        querystring: CheckoutQuery,
        headers: PlaceOrderHeaders,
        body: PlaceOrderBody,
        response: { 200: PlacedOrderSchema, 201: PlacedOrderSchema, ...checkoutProblems(400, 403, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { order, created } = await placeOrder(
        app.db,
        (await request.getSession())!,
        request.query.locale,
        request.body,
        request.headers['idempotency-key'],
        new Date(),
        { publicUrl: linkOrigin(request, publicUrl, linksFromRequest), ip: request.ip },
      );
      // The confirmation was queued with the order: send it now rather than at the worker's next pass.
      if (created) app.mail.wake();
      // The order emptied the cart: the next page's badge must not show what was bought.
      writeCartCount(request, reply, 0);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/orders/:number',
    {
      schema: {
        tags: ['checkout'],
        summary: 'An order, for the session or customer that placed it, or with its key',
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: OrderSchema, ...checkoutProblems(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readOrder(
        app.db,
        await request.getSession(),
        request.params.number,
        request.query.locale,
        request.query.key,
      );
    },
  );

  app.get(
    '/orders/:number/payment',
    {
      schema: {
        tags: ['checkout'],
        summary: 'A pending order and the payment methods it may be paid by',
        description: '404 for an order this visitor may not read; 409 order_not_payable once it is paid.',
        params: OrderParams,
        querystring: OrderQuery,
        response: { 200: OrderPaymentSchema, ...checkoutProblems(400, 404, 409, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reader = { session: await request.getSession(), key: request.query.key };
      return readOrderPayment(app.db, reader, request.params.number, request.query.locale);
    },
  );

  app.post(
    '/orders/:number/payment',
    {
      config: { rateLimit: app.rateLimits.checkout },
      onRequest: app.rateLimits.perSession('payment', app.rateLimits.checkout),
      schema: {
        ...WRITE,
        summary: 'Pay a pending order by one of the methods offered: it starts in that method’s status, mailed',
        description: '400 payment_method_unavailable (body.paymentMethod); 404 unknown; 409 order_not_payable.',
        params: OrderParams,
        querystring: CheckoutQuery,
        body: PayOrderBody,
        response: { 200: OrderSchema, ...checkoutProblems(400, 403, 404, 409, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const reader = { session: await request.getSession(), key: request.body.key };
      const order = await payOrder(app.db, reader, request.params.number, request.query.locale, request.body);
      app.mail.wake();
      return order;
    },
  );
};
