/**
 * Password hashing with scrypt from node:crypto: a random 16-byte salt per password, the cost stored beside the hash
 * (so it can be raised later without breaking stored ones), and a constant-time comparison. `verifyPassword` of an
 * unknown account still does a full scrypt against a dummy hash, so timing does not tell whether an account exists.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash on this kind of machine. */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless told.
  const options: ScryptOptions = { ...cost, maxmem: 2 * 128 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64url): what the accounts table stores. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_COST);
  const { N, r, p } = SCRYPT_COST;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(cost).every((v) => Number.isSafeInteger(v) && v > 0))
    return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let dummy: Promise<string> | null = null;

/**
 * True when `password` matches the stored hash. With `stored` null (no such account) the same work is done against
 * a dummy hash and the answer is false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  const parsed = parse(stored ?? (await dummy));
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
