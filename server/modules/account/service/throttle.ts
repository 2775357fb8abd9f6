/**
 * Back-off on the account forms. Every attempt is counted before it is tried, in one statement per key that counts
 * and decides at once: within a free allowance attempts go through; the one that uses it up locks the key for
 * `baseMs`, each further one for twice as long as the last (up to `maxMs`), and a locked key refuses an attempt
 * without trying it, however many arrive together. A quiet spell of `forgetMs` starts the count again. Keys are made
 * from what was typed, not from an account, so an unknown name is throttled exactly like a known one: the lock tells
 * nothing about whether an account exists.
 */
import { isIPv6 } from 'node:net';
import { HttpProblem } from '../../../http/problems';
import type { Db } from '../../../db/client';
import { clearKeys, countAttempt, lockedUntil, uncountAttempt } from '../repository/throttles';

export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const THROTTLES = {
  /** Passwords tried for one login name from one client address: who guesses waits, not the owner elsewhere. */
  loginPair: { free: 5, baseMs: 1_000, maxMs: 15 * MINUTE, forgetMs: HOUR },
  /** Passwords tried for one login name from all addresses together: a bound on guessing spread over many. */
  loginName: { free: 20, baseMs: 1_000, maxMs: 15 * MINUTE, forgetMs: HOUR },
  /** Passwords tried from one address, whatever the name (guessing across accounts). */
  loginIp: { free: 30, baseMs: 1_000, maxMs: 15 * MINUTE, forgetMs: HOUR },
  /** Registrations, reset requests and address changes count every attempt: each one sends an e-mail. */
  mailName: { free: 3, baseMs: MINUTE, maxMs: HOUR, forgetMs: HOUR },
  mailIp: { free: 10, baseMs: MINUTE, maxMs: HOUR, forgetMs: HOUR },
} as const satisfies Record<string, ThrottlePolicy>;

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * The client as a throttle sees it: an IPv4 address, or an IPv6 address's /64 (what one subscriber or server
 * usually holds whole, so stepping through it is still one client).
 */
export function clientAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head, tail] = address.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = groups(tail);
  // '::' stands for the zero groups missing (an IPv4 written at the end lies past the /64 either way).
  const full =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const normalName = (name: string) => name.trim().toLowerCase();

/** What a login name becomes in a key: the same for 'Amina', ' amina ' and 'AMINA'. */
export const nameKey = (prefix: string, name: string) => `${prefix}:name:${normalName(name)}`;
export const ipKey = (prefix: string, ip: string) => `${prefix}:ip:${clientAddress(ip)}`;
/** One client address and one login name together (an address never holds a space). */
export const pairKey = (prefix: string, ip: string, name: string) =>
  `${prefix}:pair:${clientAddress(ip)} ${normalName(name)}`;

/** The keys a password tried for `name` from `ip` counts against, the most particular first. */
export const passwordKeys = (ip: string, name: string): ThrottleKey[] => [
  { key: pairKey('login', ip, name), policy: THROTTLES.loginPair },
  { key: ipKey('login', ip), policy: THROTTLES.loginIp },
  { key: nameKey('login', name), policy: THROTTLES.loginName },
];

/**
 * Counts this attempt against every key before it is tried, or refuses it with 429 (and Retry-After) when a key is
 * locked; a refused attempt is taken back from the keys that had counted it, so what is never tried costs nothing.
 */
export async function admitAttempt(db: Db, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  // A key already locked refuses at the cost of one read (what a flood of guesses mostly meets).
  const locked = await lockedUntil(
    db,
    keys.map((k) => k.key),
    now,
  );
  if (locked) throw tooManyAttempts(locked, now);
  const counted: ThrottleKey[] = [];
  for (const k of keys) {
    if ((await countAttempt(db, k.key, now, k.policy)) === null) {
      await forgiveAttempt(db, counted);
      throw tooManyAttempts((await lockedUntil(db, [k.key], now)) ?? new Date(now.getTime() + 1000), now);
    }
    counted.push(k);
  }
}

/** Takes one counted attempt back from these keys: it succeeded (a right password is not a guess). */
export async function forgiveAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<void> {
  for (const { key, policy } of keys) await uncountAttempt(db, key, policy.free);
}

function tooManyAttempts(until: Date, now: Date): HttpProblem {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new HttpProblem(429, 'too_many_attempts', `Too many attempts; try again in ${seconds} seconds.`, {
    headers: { 'retry-after': String(seconds) },
    extensions: { params: { retryAfter: seconds } },
  });
}

export const clearAttempts = (db: Db, keys: readonly ThrottleKey[]): Promise<void> =>
  clearKeys(
    db,
    keys.map((k) => k.key),
  );
