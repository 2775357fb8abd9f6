import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';
import { queryRows } from '../../../server/db/client';
import { isLocalHost } from '../../../server/http/link-origin';
import { buildTestApp, cookiePair } from '../support/app';
import { testServer } from '../support/test-server';

describe('the links the shop mails', () => {
  it('come from the shopper’s own address only when PUBLIC_URL is unset', () => {
    expect(configFromEnv({ PORT: '8090' })).toMatchObject({
      publicUrl: 'http://localhost:8090',
      linksFromRequest: true,
    });
    expect(configFromEnv({ PUBLIC_URL: 'https://zellige.ma/' })).toMatchObject({
      publicUrl: 'https://zellige.ma',
      linksFromRequest: false,
    });
  });

  it('take a local or private address, never a public one anyone could name', () => {
    for (const host of ['localhost', '127.0.0.1', '192.168.1.20', '10.0.0.7', '172.20.1.1', 'atelier.local', '[::1]'])
      expect(isLocalHost(host), host).toBe(true);
    for (const host of ['zellige.ma', 'evil.example', '8.8.8.8', '172.32.0.1', 'localhost.evil.example'])
      expect(isLocalHost(host), host).toBe(false);
  });

  describe('in a registration’s confirmation', () => {
    const t = testServer('pglite');
    let fromRequest: FastifyInstance;
    beforeAll(async () => {
      fromRequest = await buildTestApp(t.db.handle, { publicUrl: 'http://localhost:8080', linksFromRequest: true });
    });
    afterAll(async () => fromRequest?.close());

    /** Registers `name` through `app` as a browser that reached the shop at `host`; the link mailed. */
    async function linkFor(app: FastifyInstance, host: string, name: string): Promise<string> {
      const session = await app.inject({ url: '/api/session', headers: { host } });
      const headers = { host, cookie: cookiePair(session, 'zsid'), 'x-csrf-token': session.json().csrfToken };
      const email = `${name}@example.ma`;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/account/register',
        headers,
        payload: { username: name, email, password: 'mint-tea-2026', locale: 'fr' },
      });
      expect(answer.statusCode, answer.body).toBe(202);
      const [row] = await queryRows<{ text: string }>(
        t.db.handle.db,
        sql`select text from mail_outbox where recipient = ${email} order by id desc limit 1`,
      );
      return row!.text.match(/https?:\/\/\S+\?token=/)![0];
    }

    it('links to the address the shopper used on the owner’s network', async () => {
      expect(await linkFor(fromRequest, '192.168.1.20:8080', 'leila')).toBe(
        'http://192.168.1.20:8080/fr/my-account/confirm/?token=',
      );
    });

    it('keeps the configured address for a public Host, or whenever PUBLIC_URL is set', async () => {
      expect(await linkFor(fromRequest, 'evil.example', 'omar')).toBe(
        'http://localhost:8080/fr/my-account/confirm/?token=',
      );
      // The test app's config is as with PUBLIC_URL set (its default): the local address is not taken either.
      expect(await linkFor(t.app, '192.168.1.20:8080', 'hind')).toMatch(/^http:\/\/localhost:8080\//);
    });
  });
});
