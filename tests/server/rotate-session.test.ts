import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { csrfPlugin } from '../../server/plugins/csrf';
import { dbPlugin } from '../../server/plugins/db';
import { errorsPlugin } from '../../server/plugins/errors';
import { rotateSession, sessionPlugin } from '../../server/plugins/session';
import { cookiePair } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

describe.each(databases)('rotateSession on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
    // The session plugins alone, with the route a login will use.
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(cookie);
    await app.register(dbPlugin, { handle: db.handle });
    await app.register(sessionPlugin, { config: { ...DEFAULT_CONFIG, sessionPurgeIntervalMs: 0 } });
    await app.register(csrfPlugin);
    app.get('/api/session', async (request, reply) => (await request.ensureSession(reply)).csrfToken);
    app.post('/api/login', async (request, reply) => {
      const session = await rotateSession(request, reply);
      return { id: session.id, csrfToken: session.csrfToken };
    });
    app.post('/api/whoami', async (request) => ({ id: (await request.getSession())?.id ?? null }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('gives a new cookie and CSRF token for the same session, and the old cookie stops working', async () => {
    const first = await app.inject({ url: '/api/session' });
    const oldCookie = cookiePair(first, 'zsid');
    const oldCsrf = first.body;
    const whoBefore = await app.inject({
      method: 'POST',
      url: '/api/whoami',
      headers: { cookie: oldCookie, 'x-csrf-token': oldCsrf },
    });
    const sessionId = whoBefore.json<{ id: string }>().id;

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: oldCookie, 'x-csrf-token': oldCsrf },
    });
    expect(login.statusCode).toBe(200);
    const newCookie = cookiePair(login, 'zsid');
    const { id, csrfToken } = login.json<{ id: string; csrfToken: string }>();
    expect(newCookie).not.toBe(oldCookie);
    expect(csrfToken).not.toBe(oldCsrf);
    expect(id).toBe(sessionId);

    const withOld = await app.inject({
      method: 'POST',
      url: '/api/whoami',
      headers: { cookie: oldCookie, 'x-csrf-token': oldCsrf },
    });
    expect(withOld.statusCode).toBe(403);
    const withNew = await app.inject({
      method: 'POST',
      url: '/api/whoami',
      headers: { cookie: newCookie, 'x-csrf-token': csrfToken },
    });
    expect(withNew.json()).toEqual({ id: sessionId });
  });
});
