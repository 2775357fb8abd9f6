/** Fixed-window request counts kept in the database, so every instance on one PostgreSQL counts together. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { rateCounts } from '../db/schema/index';

/** What a count answers: how many in the key's window so far (this one included), and the window's time left. */
export interface Counted {
  current: number;
  ttlMs: number;
}

/**
 * Counts one request for `key` in a window of `windowMs`, in one statement: a row whose window has passed starts
 * again from one. The database's clock decides, so instances whose clocks differ agree; concurrent requests queue
 * on the key's row, each seeing the count before it.
 */
export async function countInDatabase(db: Db, key: string, windowMs: number): Promise<Counted> {
  const reset = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const [row] = await queryRows<{ current: number; ttl_ms: string | number }>(
    db,
    sql`insert into rate_counts as r (key, count, reset_at) values (${key}, 1, ${reset})
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case when r.reset_at <= now() then ${reset} else r.reset_at end
        returning r.count as current, greatest(0, extract(epoch from r.reset_at - now()) * 1000) as ttl_ms`,
  );
  return { current: Number(row!.current), ttlMs: Math.ceil(Number(row!.ttl_ms)) };
}

/** The same count kept in this process's memory: `count(key, windowMs)`, for one process's limits. */
export function memoryCounter(): (key: string, windowMs: number) => Counted {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key, windowMs) => {
    const now = Date.now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, e] of windows) if (e.resetAt <= now) windows.delete(k);
      entry = { count: 0, resetAt: now + windowMs };
      windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttlMs: entry.resetAt - now };
  };
}

/** Forgets counts whose window ended before `before` (housekeeping). */
export async function purgeRateCounts(db: Db, before: Date): Promise<void> {
  await db.delete(rateCounts).where(lt(rateCounts.resetAt, before));
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit: the limits of routes that name one (sign-in, registration, forms, checkout…) count
 * in the database, each route under its own keys (its method and path before the client's address), so several
 * instances count them together. The limit every other API request has is a bound on floods, counted in this
 * process: counted in the database it cost a kept catalogue answer 62 % of its throughput (bench/shared-limits.ts),
 * and N instances allowing N times it still bound a flood.
 */
export function databaseStore(db: Db) {
  return class DatabaseStore {
    private readonly prefix: string | null;
    private readonly local = memoryCounter();

    /** The plugin passes its options first (the global limit's store); a route's child passes its prefix too. */
    constructor(_options?: unknown, prefix: string | null = null) {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (this.prefix === null) {
        const { current, ttlMs } = this.local(key, timeWindow);
        callback(null, { current, ttl: ttlMs });
        return;
      }
      countInDatabase(db, `${this.prefix}${key}`, timeWindow).then(
        ({ current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** Called with the route's merged limit, whose `routeInfo` is the route. */
    child(routeOptions: object): DatabaseStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const { method = '', url = '' } = route ?? {};
      return new DatabaseStore(undefined, `api:${String(method)}${url}:`);
    }
  };
}
