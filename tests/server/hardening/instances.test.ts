import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { sharedKey } from '../../../server/db/server-keys';
import { buildTestApp } from '../support/app';
import { CASABLANCA, buyer, newIdempotencyKey } from '../support/checkout-client';
import { anotherConnection, databases } from '../support/test-db';
import { testServer } from '../support/test-server';

const LIMITS = {
  global: { max: 8, timeWindow: 60_000 },
  modest: { max: 6, timeWindow: 60_000 },
  strict: { max: 100, timeWindow: 60_000 },
  cart: { max: 100, timeWindow: 60_000 },
  checkout: { max: 2, timeWindow: 60_000 },
};

/**
 * Two instances of the shop on one database, a request to each in turn, as behind a round-robin proxy. On
 * PostgreSQL they count in the database: the limit is the shop's, not each instance's. PGlite is one process's
 * database: there is one instance, which counts in its memory (two apps on one PGlite count apart).
 */
describe.each(databases)('rate limits of two instances on one %s database', (kind) => {
  const t = testServer(kind);
  const shared = kind === 'postgres';
  let other: DbHandle;
  let pair: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    other = await anotherConnection(t.db.handle);
    pair = [await buildTestApp(t.db.handle, { rateLimit: LIMITS }), await buildTestApp(other, { rateLimit: LIMITS })];
  });
  afterAll(async () => {
    await Promise.all(pair?.map((app) => app.close()) ?? []);
    if (other && other !== t.db.handle) await other.close();
  });

  it('a route’s own limit counts an address’s requests to both', async () => {
    const s = await buyer(pair[0]);
    const consent = (i: number, address: string) =>
      pair[i % 2]!.inject({
        method: 'POST',
        url: '/api/consent',
        remoteAddress: address,
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
        payload: { analytics: true },
      });
    const codes: number[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await consent(i, '198.51.100.7');
      codes.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Six in the window ('modest'), then refused by whichever instance is asked.
    if (shared) expect(codes).toEqual([...Array(6).fill(204), ...Array(8).fill(429)]);
    else expect(codes).toEqual([...Array(12).fill(204), 429, 429]);
    // Another address is counted on its own.
    expect((await consent(1, '198.51.100.8')).statusCode).toBe(204);
  });

  it('the flood bound of every other API request is each instance’s own', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 18; i++)
      codes.push((await pair[i % 2]!.inject({ url: '/api/settings', remoteAddress: '198.51.100.9' })).statusCode);
    expect(codes).toEqual([...Array(16).fill(200), 429, 429]);
  });

  it('a session’s order limit counts its attempts at both, from any address', async () => {
    const s = await buyer(pair[0]);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await pair[i % 2]!.inject({
        method: 'POST',
        url: '/api/checkout/orders?locale=en',
        remoteAddress: `203.0.113.${i + 20}`,
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken, 'idempotency-key': newIdempotencyKey() },
        // An empty cart: refused at once, but every attempt counts.
        payload: { billing: CASABLANCA, shipToDifferentAddress: false, paymentMethod: 'cod', expectedTotal: 0 },
      });
      codes.push(response.statusCode);
    }
    if (shared) expect(codes).toEqual([409, 409, 429, 429, 429]);
    else expect(codes).toEqual([409, 409, 409, 409, 429]);
  });
});

describe.each(databases)('keys shared by the instances on one %s database', (kind) => {
  const t = testServer(kind);

  it('draws a key once: every connection reads the same one, and a restart keeps it', async () => {
    const other = await anotherConnection(t.db.handle);
    try {
      const [first, second] = await Promise.all([sharedKey(t.db.handle.db, 'captcha'), sharedKey(other.db, 'captcha')]);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toBe(first);
      expect(await sharedKey(t.db.handle.db, 'captcha')).toBe(first);
      expect(await sharedKey(t.db.handle.db, 'another')).not.toBe(first);
    } finally {
      if (other !== t.db.handle) await other.close();
    }
  });
});
