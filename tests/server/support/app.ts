import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AppConfig } from '../../../server/config';
import type { DbHandle } from '../../../server/db/client';

/** The app as tests use it: no client build, no rate limits, no background timers, no listing cache, unless a test asks. */
export function buildTestApp(
  db: DbHandle,
  config: Partial<AppConfig> = {},
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  return buildApp({
    db,
    logger,
    config: {
      clientDir: null,
      rateLimit: false,
      sessionPurgeIntervalMs: 0,
      priceRefreshIntervalMs: 0,
      listingCacheMs: 0,
      mailPollMs: 0,
      ...config,
    },
  });
}

/** The Set-Cookie header of a response, as a list. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  if (!header) return [];
  return Array.isArray(header) ? header : [header];
}

/** 'name=value' of a cookie set by the response, ready for a Cookie header. */
export function cookiePair(response: LightMyRequestResponse, name: string): string {
  const found = setCookies(response).find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie set`);
  return found.split(';')[0]!;
}

/** A visitor with a session: its cookie and CSRF token. */
export async function startSession(app: FastifyInstance): Promise<{ cookie: string; csrfToken: string }> {
  const response = await app.inject({ url: '/api/session' });
  return { cookie: cookiePair(response, 'zsid'), csrfToken: response.json<{ csrfToken: string }>().csrfToken };
}
