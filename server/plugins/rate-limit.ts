import rateLimit from '@fastify/rate-limit';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig, type RateLimitWindow } from '../config';
import { HttpProblem } from '../http/problems';
import { SESSION_COOKIE } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route limits: `config: { rateLimit: app.rateLimits.strict }`; undefined when limiting is off. */
    rateLimits: {
      modest?: RateLimitWindow;
      strict?: RateLimitWindow;
      cart?: RateLimitWindow;
      checkout?: RateLimitWindow;
      /** A hook limiting a route per session cookie, besides its own per-IP `config.rateLimit`; none when off. */
      perSession: (window: RateLimitWindow | undefined) => onRequestHookHandler;
    };
  }
}

/**
 * A fixed-window count per session cookie, in memory like the per-IP limits. Its own, because the rate-limit plugin
 * runs one limiter per request: a second limiting hook on a route would never count.
 */
function sessionLimiter({ max, timeWindow }: RateLimitWindow): onRequestHookHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (request) => {
    const now = Date.now();
    // Requests without a session are refused by CSRF anyway; they share one bucket per IP.
    const key = request.cookies[SESSION_COOKIE] ?? `ip:${request.ip}`;
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, e] of windows) if (e.resetAt <= now) windows.delete(k);
      entry = { count: 0, resetAt: now + timeWindow };
      windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      const seconds = Math.ceil((entry.resetAt - now) / 1000);
      throw new HttpProblem(429, 'rate_limited', `Too many requests; retry in ${seconds} seconds.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
  };
}

/**
 * Per-IP limits kept in memory (per instance: with several instances the effective limit is multiplied, which is
 * acceptable for flood protection; a shared store can come with the deployment issue). Only /api is limited
 * globally: static files and media are cheap and cached.
 */
export const rateLimitPlugin = fp<{ limits: RateLimitConfig | false }>(
  async (app, { limits }) => {
    if (!limits) {
      app.decorate('rateLimits', { perSession: () => async () => undefined });
      return;
    }
    app.decorate('rateLimits', {
      modest: limits.modest,
      strict: limits.strict,
      cart: limits.cart ?? DEFAULT_RATE_LIMITS.cart,
      checkout: limits.checkout ?? DEFAULT_RATE_LIMITS.checkout,
      perSession: (window) => (window ? sessionLimiter(window) : async () => undefined),
    });
    await app.register(rateLimit, {
      global: true,
      max: limits.global.max,
      timeWindow: limits.global.timeWindow,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(429, 'rate_limited', `Too many requests; retry in ${context.after}.`, {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'zellige-rate-limit' },
);
