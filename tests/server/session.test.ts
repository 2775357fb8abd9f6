import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { buildTestApp, cookiePair, setCookies, startSession } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

describe.each(databases)('session, CSRF, notices and consent on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  const count = async (table: 'sessions' | 'consents', where = sql`true`) => {
    const [row] = await queryRows<{ n: number }>(
      db.handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    );
    return Number(row!.n);
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('hands a reader a cookie and a token, and stores the session on the first write only', async () => {
    const before = await count('sessions');
    await app.inject({ url: '/api/health' });
    expect(await count('sessions')).toBe(before);

    const response = await app.inject({ url: '/api/session' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = setCookies(response).find((c) => c.startsWith('zsid='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/; Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const state = response.json<{ csrfToken: string }>();
    expect(state).toEqual({
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      user: null,
      comingSoonDismissed: false,
      consent: null,
    });
    // Reading again with the cookie: the same token, still nothing stored.
    const pair = cookie.split(';')[0]!;
    const again = await app.inject({ url: '/api/session', headers: { cookie: pair } });
    expect(setCookies(again)).toEqual([]);
    expect(again.json<{ csrfToken: string }>().csrfToken).toBe(state.csrfToken);
    expect(await count('sessions')).toBe(before);

    // The first write stores it, under the same cookie and token.
    const write = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { cookie: pair, 'x-csrf-token': state.csrfToken },
      payload: { analytics: false },
    });
    expect(write.statusCode).toBe(204);
    expect(await count('sessions')).toBe(before + 1);
    const stored = await app.inject({ url: '/api/session', headers: { cookie: pair } });
    expect(stored.json()).toMatchObject({ csrfToken: state.csrfToken, consent: { analytics: false } });
  });

  it('stores nothing for a thousand cookieless reads of the session', async () => {
    const before = await count('sessions');
    for (let i = 0; i < 1000; i++) {
      const response = await app.inject({ url: '/api/session' });
      expect(response.statusCode).toBe(200);
    }
    expect(await count('sessions')).toBe(before);
  });

  it('stores one session for parallel first writes of one visitor', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const before = await count('sessions');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/consent',
          headers: { cookie, 'x-csrf-token': csrfToken },
          payload: { analytics: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(204));
    expect(await count('sessions')).toBe(before + 1);
  });

  it('refuses a made-up cookie: only a token of the shop’s shape becomes a session', async () => {
    const before = await count('sessions');
    for (const value of ['x', 'a'.repeat(42), `${'a'.repeat(43)}=`, 'é'.repeat(43)]) {
      const cookie = `zsid=${encodeURIComponent(value)}`;
      const read = await app.inject({ url: '/api/session', headers: { cookie } });
      const token = read.json<{ csrfToken: string }>().csrfToken;
      // The reader was given a cookie of its own; the made-up one earns nothing.
      expect(setCookies(read).some((c) => c.startsWith('zsid='))).toBe(true);
      const write = await app.inject({
        method: 'POST',
        url: '/api/consent',
        headers: { cookie, 'x-csrf-token': token },
        payload: { analytics: true },
      });
      expect(write.statusCode).toBe(403);
    }
    expect(await count('sessions')).toBe(before);
  });

  it('keeps the same session for a returning cookie and never stores the raw token', async () => {
    const first = await app.inject({ url: '/api/session' });
    const cookie = cookiePair(first, 'zsid');
    const again = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(again.json<{ csrfToken: string }>().csrfToken).toBe(first.json<{ csrfToken: string }>().csrfToken);
    const token = cookie.split('=')[1]!;
    expect(await count('sessions', sql`token_hash = ${token}`)).toBe(0);
  });

  it('marks the cookie Secure over https (behind a proxy) or when configured', async () => {
    const proxied = await buildTestApp(db.handle, { trustProxy: true });
    const https = await proxied.inject({ url: '/api/session', headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookies(https).find((c) => c.startsWith('zsid='))).toMatch(/; Secure/);
    await proxied.close();
    const forced = await buildTestApp(db.handle, { cookieSecure: true });
    expect(setCookies(await forced.inject({ url: '/api/session' })).find((c) => c.startsWith('zsid='))).toMatch(
      /; Secure/,
    );
    await forced.close();
  });

  it('refuses state changes without the right CSRF token, and stores nothing', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const other = await startSession(app);
    const consentsBefore = await count('consents');
    const attempts = [
      { headers: { cookie } },
      { headers: { cookie, 'x-csrf-token': 'wrong' } },
      { headers: { cookie, 'x-csrf-token': other.csrfToken } },
      { headers: { 'x-csrf-token': csrfToken } },
    ];
    for (const attempt of attempts) {
      for (const url of ['/api/consent', '/api/notices/coming-soon/dismiss']) {
        const response = await app.inject({ method: 'POST', url, payload: { analytics: true }, ...attempt });
        expect(response.statusCode, `${url} ${JSON.stringify(attempt.headers)}`).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ status: 403, code: 'csrf_invalid' });
      }
    }
    expect(await count('consents')).toBe(consentsBefore);
    const session = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ comingSoonDismissed: false, consent: null });
  });

  it('refuses a state change another site asked for, even with the right token, and stores nothing', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const headers = { cookie, 'x-csrf-token': csrfToken, host: 'shop.example:8080' };
    const before = await count('consents');
    const foreign = [
      { origin: 'https://evil.example' },
      { origin: 'http://shop.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.example:8080' },
    ];
    for (const extra of foreign) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/consent',
        payload: { analytics: true },
        headers: { ...headers, ...extra },
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 403, code: 'cross_origin' });
    }
    expect(await count('consents')).toBe(before);
    const own = await app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: { analytics: true },
      headers: { ...headers, origin: 'http://shop.example:8080', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(204);
    expect(await count('consents')).toBe(before + 1);
  });

  it('records consent and reports the latest decision on the session', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const headers = { cookie, 'x-csrf-token': csrfToken, 'user-agent': 'vitest-agent' };
    const before = await count('consents');
    const yes = await app.inject({ method: 'POST', url: '/api/consent', headers, payload: { analytics: true } });
    expect(yes.statusCode).toBe(204);
    expect(yes.body).toBe('');
    expect((await app.inject({ url: '/api/session', headers: { cookie } })).json()).toMatchObject({
      consent: { analytics: true },
    });
    await app.inject({ method: 'POST', url: '/api/consent', headers, payload: { analytics: false } });
    expect((await app.inject({ url: '/api/session', headers: { cookie } })).json()).toMatchObject({
      consent: { analytics: false },
    });
    expect(await count('consents')).toBe(before + 2);
    expect(
      await count('consents', sql`user_agent = 'vitest-agent' and accepted_at > now() - interval '1 minute'`),
    ).toBe(2);
  });

  it('rejects a bad consent body with the field at fault, and stores nothing', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const headers = { cookie, 'x-csrf-token': csrfToken };
    const before = await count('consents');
    const cases: Array<[unknown, string]> = [
      [{ analytics: 'yes' }, 'body.analytics'],
      [{ analytics: 1 }, 'body.analytics'],
      [{}, 'body.analytics'],
      [{ analytics: true, extra: 1 }, 'body.extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/consent', headers, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const problem = response.json<{ code: string; errors: Array<{ field: string }> }>();
      expect(problem.code).toBe('invalid_request');
      expect(problem.errors.map((e) => e.field)).toContain(field);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"analytics": tru',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_json' });
    // Plain text is parsed as a string, which is not the object the schema wants.
    const text = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'yes',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_request', errors: [{ field: 'body' }] });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(await count('consents')).toBe(before);
  });

  it('remembers the coming-soon dismissal on the session only', async () => {
    const visitor = await startSession(app);
    const bystander = await startSession(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/notices/coming-soon/dismiss',
      headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrfToken },
    });
    expect(response.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/session', headers: { cookie: visitor.cookie } })).json()).toMatchObject({
      comingSoonDismissed: true,
    });
    expect((await app.inject({ url: '/api/session', headers: { cookie: bystander.cookie } })).json()).toMatchObject({
      comingSoonDismissed: false,
    });
  });

  it('ignores an expired session: its cookie starts afresh on the next write', async () => {
    const { cookie, csrfToken } = await startSession(app);
    const headers = { cookie, 'x-csrf-token': csrfToken };
    await app.inject({ method: 'POST', url: '/api/notices/coming-soon/dismiss', headers });
    const [stored] = await queryRows<{ id: string }>(
      db.handle.db,
      sql`select id from sessions where coming_soon_dismissed order by created_at desc limit 1`,
    );
    await db.handle.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${stored!.id}`,
    );
    const read = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(read.json()).toMatchObject({ comingSoonDismissed: false, consent: null });
    const write = await app.inject({ method: 'POST', url: '/api/consent', headers, payload: { analytics: true } });
    expect(write.statusCode).toBe(204);
    expect(await count('sessions', sql`id = ${stored!.id}`)).toBe(0);
    const fresh = await app.inject({ url: '/api/session', headers: { cookie } });
    expect(fresh.json()).toMatchObject({ comingSoonDismissed: false, consent: { analytics: true } });
  });

  it('limits consent and dismissal requests per client, with a 429 problem', async () => {
    const limited = await buildTestApp(db.handle, {
      rateLimit: {
        global: { max: 100, timeWindow: 60_000 },
        modest: { max: 2, timeWindow: 60_000 },
        strict: { max: 1, timeWindow: 60_000 },
      },
    });
    const { cookie, csrfToken } = await startSession(limited);
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/consent',
        headers: { cookie, 'x-csrf-token': csrfToken },
        payload: { analytics: true },
      });
    expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(204);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(third.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(third.headers['retry-after']).toBeDefined();
    // Reads are under the generous global limit only.
    expect((await limited.inject({ url: '/api/health' })).statusCode).toBe(200);
    await limited.close();
  });
});
