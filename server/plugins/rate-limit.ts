import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig, type RateLimitWindow } from '../config';
import type { Db } from '../db/client';
import { HttpProblem } from '../http/problems';
import { isApiRoute } from '../http/routed-path';
import { tokensMatch } from './csrf';
import { countInDatabase, databaseStore, memoryCounter, purgeRateCounts } from './rate-counts';
import { SESSION_COOKIE } from './session';

/** The header that marks the page renderer's own in-process API calls (its value is this process's secret). */
export const RENDER_HEADER = 'x-zellige-render';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route limits: `config: { rateLimit: app.rateLimits.strict }`; undefined when limiting is off. */
    rateLimits: {
      modest?: RateLimitWindow;
      strict?: RateLimitWindow;
      cart?: RateLimitWindow;
      checkout?: RateLimitWindow;
      /**
       * A hook limiting a route per session cookie, besides its own per-IP `config.rateLimit`; none when off. `name`
       * keeps its counts apart from other routes'.
       */
      perSession: (name: string, window: RateLimitWindow | undefined) => onRequestHookHandler;
      /** Counts a server-rendered page for the visitor's address: the seconds to wait when over, else null. */
      takePage: (request: FastifyRequest) => Promise<number | null>;
    };
    /** The secret the page renderer sends in RENDER_HEADER: its in-process calls are part of one page. */
    renderKey: string;
  }
}

/** Whether the request is one of the page renderer's in-process API calls (never one from the network). */
export function fromRenderer(request: FastifyRequest): boolean {
  const sent = request.headers[RENDER_HEADER];
  return typeof sent === 'string' && tokensMatch(sent, request.server.renderKey);
}

type Take = (key: string) => Promise<number | null>;

/**
 * A fixed-window count per key, `take(key)` answering the seconds to wait when the key is over its limit, else
 * null: in the shared database when there is one (`name` keeps the limit's keys apart), else in this process.
 */
function fixedWindow(db: Db | null, name: string, { max, timeWindow }: RateLimitWindow): Take {
  const memory = memoryCounter();
  return async (key) => {
    const { current, ttlMs } = db ? await countInDatabase(db, `${name}:${key}`, timeWindow) : memory(key, timeWindow);
    return current > max ? Math.max(1, Math.ceil(ttlMs / 1000)) : null;
  };
}

/**
 * A count per session cookie. Its own, because the rate-limit plugin runs one limiter per request: a second
 * limiting hook on a route would never count.
 */
function sessionLimiter(take: Take): onRequestHookHandler {
  return async (request) => {
    // Requests without a session are refused by CSRF anyway; they share one bucket per IP.
    const seconds = await take(request.cookies[SESSION_COOKIE] ?? `ip:${request.ip}`);
    if (seconds !== null) {
      throw new HttpProblem(429, 'rate_limited', `Too many requests; retry in ${seconds} seconds.`, {
        headers: { 'retry-after': String(seconds) },
      });
    }
  };
}

/**
 * Per-IP limits. Those a route names (sign-in, registration, forms, checkout…), the per-session ones and the pages'
 * are counted in `shared` when given (PostgreSQL: every instance on it counts together), else in this process (the
 * embedded database is one process's alone); the flood bound every other API request has is counted in this process
 * (rate-counts.ts says why). Every API route is limited, however its path was spelled; server-rendered pages have a
 * limit of their own, and the renderer's in-process calls for a page are not counted again.
 */
export const rateLimitPlugin = fp<{ limits: RateLimitConfig | false; shared: Db | null; purgeIntervalMs: number }>(
  async (app, { limits, shared, purgeIntervalMs }) => {
    app.decorate('renderKey', randomBytes(32).toString('base64url'));
    if (!limits) {
      app.decorate('rateLimits', { perSession: () => async () => undefined, takePage: async () => null });
      return;
    }
    const takePage = fixedWindow(shared, 'page', limits.pages ?? DEFAULT_RATE_LIMITS.pages!);
    if (shared && purgeIntervalMs > 0) {
      const purge = () =>
        purgeRateCounts(shared, new Date()).catch((err: unknown) => app.log.warn({ err }, 'rate count purge failed'));
      const timer = setInterval(purge, purgeIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.decorate('rateLimits', {
      modest: limits.modest,
      strict: limits.strict,
      cart: limits.cart ?? DEFAULT_RATE_LIMITS.cart,
      checkout: limits.checkout ?? DEFAULT_RATE_LIMITS.checkout,
      perSession: (name, window) =>
        window ? sessionLimiter(fixedWindow(shared, `session:${name}`, window)) : async () => undefined,
      takePage: (request) => takePage(request.ip),
    });
    await app.register(rateLimit, {
      global: true,
      max: limits.global.max,
      timeWindow: limits.global.timeWindow,
      allowList: (request) => !isApiRoute(request) || fromRenderer(request),
      ...(shared ? { store: databaseStore(shared) } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpProblem(429, 'rate_limited', `Too many requests; retry in ${context.after}.`, {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        }),
    });
  },
  { name: 'zellige-rate-limit' },
);
