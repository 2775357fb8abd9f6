/** HSTS promises https for a year: sent over https only, never on a plain-http (local) run. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';
import { type TestDatabase, openTestDatabase } from '../support/test-db';

describe('Strict-Transport-Security', () => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase('pglite', { seed: false });
    app = await buildTestApp(db.handle, { trustProxy: true });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('is not sent over plain http', async () => {
    for (const url of ['/api/health', '/api/session', '/api/no-such-route']) {
      const response = await app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent over https, as a proxy in front reports it', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
