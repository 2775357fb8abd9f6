import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../server/config';
import type { DbHandle } from '../../../server/db/client';
import { formSubmissions, mailOutbox, orders } from '../../../server/db/schema/index';
import { buildTestApp, startSession } from '../support/app';
import { type TestDatabase, anotherConnection, databases, openTestDatabase } from '../support/test-db';

/** Monday 30 November 2026, 10:00 in Morocco. */
const MONDAY = Date.parse('2026-11-30T09:00:00Z');
const HOUR = 3_600_000;

const CUSTOM_ORDER = {
  name: { first: 'Youssef', last: 'Alaoui' },
  email: { primary: 'youssef@menara.ma', secondary: 'youssef@menara.ma' },
  address: { address1: '12 derb Sidi Ahmed', city: 'Fès', state: 'MAFES', postcode: '30000', country: 'MA' },
  piece: 'tiles',
  'call-date': '2026-12-03',
  'call-time': '10:30',
  deposit: { sample: 2, design: 1 },
};

type Session = Awaited<ReturnType<typeof startSession>>;

describe.each(databases)('one submission per form token on %s', (kind) => {
  let db: TestDatabase;
  /** A second connection to the same database, as another server would have (PostgreSQL; PGlite has one). */
  let other: DbHandle;
  let now = MONDAY;
  let app: FastifyInstance;
  let app2: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    other = await anotherConnection(db.handle);
    const config = {
      clock: () => now,
      formLimits: { ...DEFAULT_CONFIG.formLimits, submissionsPerAddress: { max: 3, timeWindow: HOUR } },
    };
    app = await buildTestApp(db.handle, config);
    app2 = await buildTestApp(other, config);
  });
  afterAll(async () => {
    await app.close();
    await app2.close();
    if (other !== db.handle) await other.close();
    await db.close();
  });

  const tokenOf = async (server: FastifyInstance, slug = 'custom-order') =>
    (await server.inject({ url: `/api/forms/${slug}?locale=fr` })).json<{ token: string }>().token;
  const submit = (server: FastifyInstance, s: Session, token: string, address: string, values: object = CUSTOM_ORDER) =>
    server.inject({
      method: 'POST',
      url: '/api/forms/custom-order/submissions',
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
      remoteAddress: address,
      payload: { locale: 'fr', token, values },
    });
  const count = async () => ({
    submissions: (await db.handle.db.select().from(formSubmissions)).length,
    orders: (await db.handle.db.select().from(orders)).length,
    mails: (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'form_submission'))).length,
  });

  it('takes 20 parallel submissions of one token to two servers once: one order, one mail, the rest 409 at body.token', async () => {
    const s = await startSession(app);
    const token = await tokenOf(app);
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(i % 2 ? app2 : app, s, token, '198.51.100.20')),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual(Array<number>(19).fill(409));
    expect(refused[0]!.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused[0]!.json()).toMatchObject({
      code: 'form_token_used',
      errors: [{ field: 'body.token', code: 'form_token_used' }],
    });
    const after = await count();
    expect(after).toEqual({
      submissions: before.submissions + 1,
      orders: before.orders + 1,
      mails: before.mails + 1,
    });
    // The client asks for a new token, which is taken.
    const fresh = (
      await app2.inject({
        method: 'POST',
        url: '/api/forms/custom-order/token',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrfToken },
      })
    ).json<{ token: string }>().token;
    expect((await submit(app2, s, fresh, '198.51.100.20')).statusCode).toBe(201);
  });

  it('gives a new token to each asker, even within one second; a refused submission does not spend it', async () => {
    const [first, second] = [await tokenOf(app), await tokenOf(app)];
    expect(first).toMatch(/^\d+\.[\w-]{43}$/);
    expect(second).not.toBe(first);
    const s = await startSession(app);
    const broken = await submit(app, s, first, '198.51.100.21', { ...CUSTOM_ORDER, piece: undefined });
    expect(broken.statusCode).toBe(422);
    expect((await submit(app2, s, first, '198.51.100.21')).statusCode).toBe(201);
    expect((await submit(app, s, first, '198.51.100.21')).statusCode).toBe(409);
  });

  it('asks for a new token when the form was given before tokens were taken once (a token of the old kind)', async () => {
    const issued = Math.floor(now / 1000);
    const old = `${issued}.${createHmac('sha256', DEFAULT_CONFIG.captchaKey).update(`form-token:custom-order:${issued}`).digest('base64url')}`;
    const answer = await submit(app, await startSession(app), old, '198.51.100.22');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'form_token_stale', errors: [{ field: 'body.token' }] });
  });

  it('takes at most so many submissions an hour from one address, counted across servers; others go on', async () => {
    const address = '203.0.113.30';
    const s = await startSession(app);
    for (const server of [app, app2, app]) {
      expect((await submit(server, s, await tokenOf(server), address)).statusCode).toBe(201);
    }
    const before = await count();
    const token = await tokenOf(app2);
    const limited = await submit(app2, s, token, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ code: 'form_submissions_limit' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toEqual(before);
    // Another address is served; so is this one an hour later, with the token it was refused with.
    expect((await submit(app, s, await tokenOf(app), '203.0.113.31')).statusCode).toBe(201);
    now = MONDAY + HOUR + 60_000;
    try {
      expect((await submit(app, s, token, address)).statusCode).toBe(201);
    } finally {
      now = MONDAY;
    }
  });

  it('holds the address limit under parallel submissions with distinct tokens to two servers', async () => {
    const address = '203.0.113.40';
    const s = await startSession(app);
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => tokenOf(i % 2 ? app2 : app)));
    const before = await count();
    const answers = await Promise.all(tokens.map((t, i) => submit(i % 2 ? app2 : app, s, t, address)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
    expect(await count()).toEqual({
      submissions: before.submissions + 3,
      orders: before.orders + 3,
      mails: before.mails + 3,
    });
  });
});
