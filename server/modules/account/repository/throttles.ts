import { and, gt, inArray, lt, max, sql } from 'drizzle-orm';
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

/**
 * Counts one attempt against the key (starting again from one when the last was before `forgetBefore`) and
 * returns the count so far.
 */
export async function countAttempt(db: Db, key: string, now: Date, forgetBefore: Date): Promise<number> {
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, lastAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.lastAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${authThrottles.failures} + 1 end`,
        lastAt: now,
      },
    })
    .returning({ failures: authThrottles.failures });
  return row!.failures;
}

export async function lockKey(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(authThrottles)
    .set({ lockedUntil: until })
    .where(sql`${authThrottles.key} = ${key}`);
}

export async function clearKeys(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(authThrottles).where(inArray(authThrottles.key, [...keys]));
}

/** Forgets keys idle since before `before` (housekeeping). */
export async function purgeThrottles(db: Db, before: Date): Promise<void> {
  await db.delete(authThrottles).where(lt(authThrottles.lastAt, before));
}
