import { type SQL, and, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authThrottles } from '../../../db/schema/index';

/** The latest time until which any of these keys is locked, or null when none is. */
export async function lockedUntil(db: Db, keys: readonly string[], now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(authThrottles.lockedUntil) })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, [...keys]), gt(authThrottles.lockedUntil, now)));
  return row?.until ?? null;
}

export interface CountPolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/**
 * Counts one attempt against the key unless it is locked, in one statement, and returns the count (null: locked,
 * not counted). The count starts again from one when the last attempt was `forgetMs` ago; the attempt that reaches
 * `free` locks the key for `baseMs`, each further one for twice as long, up to `maxMs`. Concurrent attempts queue
 * on the key's row, each seeing the lock the one before set: at most `free` are let through at once.
 */
export async function countAttempt(db: Db, key: string, now: Date, policy: CountPolicy): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forgetBefore = sql`${new Date(now.getTime() - policy.forgetMs).toISOString()}::timestamptz`;
  const t = authThrottles;
  const count = sql`(case when ${t.lastAt} < ${forgetBefore} then 1 else ${t.failures} + 1 end)`;
  const lockFor = (n: SQL) =>
    sql`(case when ${n} < ${policy.free} then null else ${at} + make_interval(secs => least(${policy.baseMs}::float8 * power(2, least(${n} - ${policy.free}, 30)), ${policy.maxMs}) / 1000) end)`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lastAt: now, lockedUntil: sql`${lockFor(sql`1`)}` })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: count, lockedUntil: lockFor(count), lastAt: now },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
    })
    .returning({ failures: t.failures });
  return row?.failures ?? null;
}

/** Takes back one counted attempt (it succeeded, or another key refused it), lifting a lock it no longer earns. */
export async function uncountAttempt(db: Db, key: string, free: number): Promise<void> {
  const t = authThrottles;
  await db
    .update(t)
    .set({
      failures: sql`greatest(${t.failures} - 1, 0)`,
      lockedUntil: sql`case when ${t.failures} - 1 < ${free} then null else ${t.lockedUntil} end`,
    })
    .where(sql`${t.key} = ${key}`);
}

/** Locks the key until `until` (holding it for something), whatever its count. */
export async function holdKey(db: Db, key: string, until: Date, now: Date): Promise<void> {
  await db
    .insert(authThrottles)
    .values({ key, failures: 0, lockedUntil: until, lastAt: now })
    .onConflictDoUpdate({ target: authThrottles.key, set: { lockedUntil: until, lastAt: now } });
}

export async function clearKeys(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(authThrottles).where(inArray(authThrottles.key, [...keys]));
}

/** Forgets keys idle since before `before` (housekeeping). */
export async function purgeThrottles(db: Db, before: Date): Promise<void> {
  await db.delete(authThrottles).where(lt(authThrottles.lastAt, before));
}
