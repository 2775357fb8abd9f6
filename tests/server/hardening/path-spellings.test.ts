/**
 * The checks see the path the router routes: an API write spelled another way (percent-encoded, another case, dot
 * segments, doubled slashes) is refused or not found, never answered without its CSRF token and Origin check, and
 * never a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { buildTestApp, startSession } from '../support/app';
import { rawRequest } from '../support/raw-http';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';
import { PREFIX_SPELLINGS, respell } from '../support/path-spellings';

describe.each(databases)('API path spellings on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  const noteOf = async (cookie: string) => {
    const response = await app.inject({ url: '/api/cart?locale=en', headers: { cookie } });
    return response.json<{ note: string }>().note;
  };
  const sessions = async () => {
    const [row] = await queryRows<{ n: number }>(db.handle.db, sql`select count(*)::int as n from sessions`);
    return Number(row!.n);
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await buildTestApp(db.handle);
    // Over a real socket: the paths arrive as they were written.
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('refuses a write under every spelling of /api without a token, from another site, and stores nothing', async () => {
    const { cookie, csrfToken } = await startSession(app);
    // The session is stored by a first, proper write.
    const own = await app.inject({
      method: 'PUT',
      url: '/api/cart/note?locale=en',
      headers: { cookie, 'x-csrf-token': csrfToken },
      payload: { note: 'mine' },
    });
    expect(own.statusCode).toBe(200);
    for (const spelling of PREFIX_SPELLINGS) {
      const url = respell('/api/cart/note?locale=en', spelling);
      const attempts: Array<Record<string, string>> = [
        { cookie, origin: 'https://evil.example' },
        { cookie },
        {},
        { cookie, 'x-csrf-token': csrfToken, origin: 'https://evil.example' },
      ];
      for (const headers of attempts) {
        const response = await rawRequest(app, { method: 'PUT', path: url, headers, body: { note: 'pwned' } });
        const label = `${url} ${JSON.stringify(headers)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expect(String(response.headers['content-type']), label).toMatch(/^application\/problem\+json/);
      }
    }
    expect(await noteOf(cookie)).toBe('mine');
  });

  it('answers a disguised prefix with a 400 naming the rule, whatever the method', async () => {
    for (const [method, path] of [
      ['PUT', '/%61pi/cart/note?locale=en'],
      ['POST', '/%61pi/consent'],
      ['DELETE', '/%61pi/cart/coupons/x?locale=en'],
      ['GET', '/%61pi/session'],
      ['GET', '/%61%70%69/catalogue/categories?locale=en'],
    ] as const) {
      const response = await rawRequest(app, {
        method,
        path,
        body: method === 'PUT' || method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(400);
      expect(response.json(), `${method} ${path}`).toMatchObject({ status: 400, code: 'path_not_canonical' });
    }
  });

  it('never meets a missing session in a handler: a cookieless write is a 403 on every spelling', async () => {
    const before = await sessions();
    for (const spelling of PREFIX_SPELLINGS) {
      for (const [method, path] of [
        ['PUT', '/api/cart/note?locale=en'],
        ['POST', '/api/consent'],
        ['POST', '/api/notices/coming-soon/dismiss'],
        ['POST', '/api/cart/items?locale=en'],
      ] as const) {
        const url = respell(path, spelling);
        const response = await rawRequest(app, { method, path: url, body: { note: 'x', analytics: true } });
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect(await sessions()).toBe(before);
  });
});
