/**
 * Back-off on the account forms, per IP and per account name: a free allowance of attempts, then each further one
 * locks the key for twice as long as the last (from `baseMs` up to `maxMs`). A quiet spell of `forgetMs` starts the
 * count again. Keys are made from what was typed, not from an account, so an unknown name is throttled exactly like
 * a known one: the lock tells nothing about whether an account exists.
 */
import { HttpProblem } from '../../../http/problems';
import type { Db } from '../../../db/client';
import { clearKeys, countAttempt, lockKey, lockedUntil } from '../repository/throttles';

export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const THROTTLES = {
  /** Wrong passwords for one login name, from anywhere. */
  loginName: { free: 5, baseMs: 1_000, maxMs: 15 * MINUTE, forgetMs: HOUR },
  /** Wrong passwords from one address, whatever the name (guessing across accounts). */
  loginIp: { free: 30, baseMs: 1_000, maxMs: 15 * MINUTE, forgetMs: HOUR },
  /** Registrations and reset requests count every attempt, not only failures: each one sends an e-mail. */
  mailName: { free: 3, baseMs: MINUTE, maxMs: HOUR, forgetMs: HOUR },
  mailIp: { free: 10, baseMs: MINUTE, maxMs: HOUR, forgetMs: HOUR },
} as const satisfies Record<string, ThrottlePolicy>;

/** How long the `count`-th attempt locks the key: nothing within the allowance, then 1, 2, 4… × baseMs. */
export function lockFor(count: number, policy: ThrottlePolicy): number {
  if (count <= policy.free) return 0;
  return Math.min(policy.baseMs * 2 ** Math.min(count - policy.free - 1, 30), policy.maxMs);
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/** What a login name becomes in a key: the same for 'Amina', ' amina ' and 'AMINA'. */
export const nameKey = (prefix: string, name: string) => `${prefix}:name:${name.trim().toLowerCase()}`;
export const ipKey = (prefix: string, ip: string) => `${prefix}:ip:${ip}`;

/** Refuses with 429 (and Retry-After) while any key is locked. */
export async function assertNotLocked(db: Db, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const until = await lockedUntil(
    db,
    keys.map((k) => k.key),
    now,
  );
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new HttpProblem(429, 'too_many_attempts', `Too many attempts; try again in ${seconds} seconds.`, {
    headers: { 'retry-after': String(seconds) },
    extensions: { params: { retryAfter: seconds } },
  });
}

/** Counts one attempt against every key and locks those past their allowance. */
export async function countAttempts(db: Db, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  for (const { key, policy } of keys) {
    const count = await countAttempt(db, key, now, new Date(now.getTime() - policy.forgetMs));
    const ms = lockFor(count, policy);
    if (ms > 0) await lockKey(db, key, new Date(now.getTime() + ms));
  }
}

export const clearAttempts = (db: Db, keys: readonly ThrottleKey[]): Promise<void> =>
  clearKeys(
    db,
    keys.map((k) => k.key),
  );
