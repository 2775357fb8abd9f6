import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COUNT_COOKIE } from '@domain/cart';
import { isSecure } from '../../plugins/session';

/**
 * Writes the cart's item count where the page reads it (not HttpOnly): the header's badge is right on the first paint
 * of the next page without downloading the cart. Every cart answer writes it, and so does a placed order (the cart
 * is empty then).
 */
export function writeCartCount(request: FastifyRequest, reply: FastifyReply, count: number): void {
  reply.setCookie(CART_COUNT_COOKIE, String(count), { path: '/', sameSite: 'lax', secure: isSecure(request) });
}
