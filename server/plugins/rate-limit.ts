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
      /** A hook limiting by session cookie (the route's own limit is per IP); a no-op when limiting is off. */
      perSession: (window: RateLimitWindow | undefined) => onRequestHookHandler;
    };
  }
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
      perSession: (window) =>
        window
          ? app.rateLimit({
              ...window,
              // Requests without a session are refused by CSRF anyway; they share one bucket per IP.
              keyGenerator: (request) => `session:${request.cookies[SESSION_COOKIE] ?? request.ip}`,
            })
          : async () => undefined,
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
