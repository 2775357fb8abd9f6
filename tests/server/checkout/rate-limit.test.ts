import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { CASABLANCA, buyer, newIdempotencyKey } from '../support/checkout-client';
import { databases } from '../support/test-db';

const LIMITS = {
  global: { max: 1000, timeWindow: 60_000 },
  modest: { max: 100, timeWindow: 60_000 },
  strict: { max: 100, timeWindow: 60_000 },
  cart: { max: 100, timeWindow: 60_000 },
  checkout: { max: 2, timeWindow: 60_000 },
};

describe.each(databases)('placing orders is rate-limited on %s', (kind) => {
  const t = cartTestServer(kind);

  const attempt = (
    app: Awaited<ReturnType<typeof buildTestApp>>,
    s: { cookie: string; csrfToken: string },
    ip: string,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout/orders?locale=en',
      remoteAddress: ip,
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'idempotency-key': newIdempotencyKey() },
      // An empty cart: refused at once, but every attempt counts.
      payload: { billing: CASABLANCA, shipToDifferentAddress: false, paymentMethod: 'cod', expectedTotal: 0 },
    });

  it('per session, whatever address it comes from', async () => {
    const app = await buildTestApp(t.db.handle, { rateLimit: LIMITS });
    try {
      const s = await buyer(app);
      const codes = [];
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) codes.push((await attempt(app, s, ip)).statusCode);
      expect(codes).toEqual([409, 409, 429]);
      expect(problemOf(await attempt(app, s, '10.0.0.4'))).toMatchObject({ status: 429, code: 'rate_limited' });
    } finally {
      await app.close();
    }
  });

  it('per address, whatever session it uses', async () => {
    const app = await buildTestApp(t.db.handle, { rateLimit: LIMITS });
    try {
      const sessions = await Promise.all([buyer(app), buyer(app), buyer(app)]);
      const codes = [];
      for (const s of sessions) codes.push((await attempt(app, s, '10.0.0.9')).statusCode);
      expect(codes).toEqual([409, 409, 429]);
    } finally {
      await app.close();
    }
  });
});
