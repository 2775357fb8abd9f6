import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../server/db/client';
import type { CartBody } from '../../../server/modules/cart/schemas';
import { hashToken, storeVisitorSession } from '../../../server/modules/session/repository';
import { startSession } from './app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A shopper with a session, talking to the cart API as the browser would (cookie + CSRF header). */
export async function shopper(app: FastifyInstance, locale = 'en', given?: { cookie: string; csrfToken: string }) {
  // A given session is read at each request: a sign-in that rotates it carries on here.
  const session = given ?? (await startSession(app));
  const send = (method: Method, path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/cart${path}${path.includes('?') ? '&' : '?'}locale=${locale}`,
      headers: { cookie: session.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    ...session,
    send,
    cart: async () => (await send('GET', '')).json<CartBody>(),
    add: (body: Record<string, unknown>) => send('POST', '/items', body),
    update: (key: string, quantity: number) => send('PATCH', `/items/${encodeURIComponent(key)}`, { quantity }),
    remove: (key: string) => send('DELETE', `/items/${encodeURIComponent(key)}`),
    coupon: (code: string) => send('POST', '/coupons', { code }),
    address: (body: Record<string, unknown>) => send('PUT', '/shipping/address', body),
    method: (methodId: number, pkg = 0) => send('PUT', '/shipping/method', { package: pkg, methodId }),
  };
}

export type Shopper = Awaited<ReturnType<typeof shopper>>;

/** The problem of a refused request, checked to be problem+json. */
export function problemOf(response: LightMyRequestResponse) {
  if (!/^application\/problem\+json/.test(String(response.headers['content-type']))) {
    throw new Error(
      `expected problem+json, got ${response.statusCode} ${response.headers['content-type']}: ${response.body}`,
    );
  }
  return response.json<{
    status: number;
    code: string;
    errors?: Array<{ field: string; code: string }>;
    params?: Record<string, unknown>;
    productUrl?: string;
  }>();
}

/** Every stored cart row and line, to prove a refused request changed nothing. */
export async function snapshot(db: Db): Promise<unknown> {
  const carts = await queryRows(
    db,
    sql`select id, version, coupon_codes, note, shipping_country, shipping_state, shipping_city, shipping_postcode, shipping_methods, countdown_started_at from carts order by id`,
  );
  const lines = await queryRows(
    db,
    sql`select cart_id, key, quantity, attributes from cart_lines order by cart_id, key`,
  );
  return { carts, lines };
}

/** The id of the shopper's session. */
/** The shopper's session id; a shopper who has only read has none stored yet, and gets it as a first write would. */
export async function sessionIdOf(db: Db, s: Shopper): Promise<string> {
  const token = s.cookie.split('=')[1]!;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from sessions where token_hash = ${hashToken(token)}`,
  );
  return row?.id ?? (await storeVisitorSession(db, token, new Date(Date.now() + 30 * 86_400_000))).id;
}

/**
 * The session now belongs to customer `userId` (created, confirmed, when it does not exist), without the login route:
 * for tests of what a signed-in cart does, not of signing in.
 */
export async function signIn(db: Db, s: Shopper, userId: number): Promise<string> {
  const id = await sessionIdOf(db, s);
  await db.execute(
    sql`insert into customers (id, username, email, password_hash, display_name, confirmed_at)
        values (${userId}, ${`customer${userId}`}, ${`customer${userId}@example.ma`}, 'none', ${`Customer ${userId}`}, now())
        on conflict do nothing`,
  );
  await db.execute(sql`update sessions set user_id = ${userId} where id = ${id}`);
  return id;
}
