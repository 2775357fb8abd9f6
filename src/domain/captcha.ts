/**
 * The self-hosted captcha: a proof of work in the ALTCHA scheme, with no third-party service. The server picks a
 * secret number below `maxNumber` and sends SHA-256(salt + number) with an HMAC of it; the browser finds the number by
 * trying each one; the server checks the HMAC, the expiry carried in the salt and the hash, and takes each solution
 * once. Isomorphic: Web Crypto in the browser and in Node.
 */
import { object, string } from 'yup';

export interface CaptchaSettings {
  /** Off by default; on puts the captcha on the register and lost-password forms (and the embedded forms). */
  enabled: boolean;
  /** The work: the browser tries up to this many numbers, half of them on average. */
  maxNumber: number;
  /** How long a challenge can be solved and sent, in seconds. */
  lifetimeSeconds: number;
}

export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = { enabled: false, maxNumber: 100_000, lifetimeSeconds: 600 };

export const CAPTCHA_ALGORITHM = 'SHA-256';

export interface CaptchaChallenge {
  algorithm: typeof CAPTCHA_ALGORITHM;
  /** SHA-256 of salt + the secret number, in hex. */
  challenge: string;
  /** Random hex, then `?expires=` and the expiry in seconds since the epoch. */
  salt: string;
  maxNumber: number;
  /** HMAC-SHA-256 of the challenge with the server's key, in hex. */
  signature: string;
}

export interface CaptchaSolution extends Omit<CaptchaChallenge, 'maxNumber'> {
  number: number;
}

/** The form field that carries the solution, and the Yup code of its missing value. */
export const CAPTCHA_FIELD = 'captcha';
export const CAPTCHA_REQUIRED = 'captcha_required';

/** Formik's rule for a form that shows the captcha: the widget must have been solved. */
export const captchaSchema = object({ [CAPTCHA_FIELD]: string().required(CAPTCHA_REQUIRED) });

const HEX = /^[0-9a-f]{64}$/;
const SALT = /^[0-9a-f]{24}\?expires=(\d{1,12})$/;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export async function hmacHex(key: string, text: string): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const k = await subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await subtle.sign('HMAC', k, new TextEncoder().encode(text)));
}

/** The salt of a challenge that expires at `expiresAt` (ms), from 12 random bytes. */
export function captchaSalt(random: Uint8Array, expiresAt: number): string {
  return `${hex(random.buffer as ArrayBuffer)}?expires=${Math.floor(expiresAt / 1000)}`;
}

/** When the salt says its challenge expires (ms since the epoch); null for a salt not of this shape. */
export function saltExpiry(salt: string): number | null {
  const match = SALT.exec(salt);
  return match ? Number(match[1]) * 1000 : null;
}

/**
 * Finds the secret number by trying each one in turn; null when none matches or when `signal` aborts. Each try
 * awaits Web Crypto, so the page stays responsive while it works.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number | null> {
  for (let n = 0; n <= challenge.maxNumber; n++) {
    if (signal?.aborted) return null;
    if ((await sha256Hex(challenge.salt + n)) === challenge.challenge) return n;
  }
  return null;
}

/** The value the form sends: the solution as base64 JSON. */
export function encodeSolution(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  const json = JSON.stringify({ algorithm, challenge: hash, salt, signature, number });
  return btoa(json);
}

/** The solution a form sent, when it has the right shape; null otherwise. */
export function decodeSolution(value: unknown): CaptchaSolution | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(value));
  } catch {
    return null;
  }
  const s = parsed as Partial<CaptchaSolution> | null;
  if (
    !s ||
    s.algorithm !== CAPTCHA_ALGORITHM ||
    typeof s.challenge !== 'string' ||
    !HEX.test(s.challenge) ||
    typeof s.signature !== 'string' ||
    !HEX.test(s.signature) ||
    typeof s.salt !== 'string' ||
    saltExpiry(s.salt) === null ||
    !Number.isSafeInteger(s.number) ||
    (s.number as number) < 0
  ) {
    return null;
  }
  return {
    algorithm: CAPTCHA_ALGORITHM,
    challenge: s.challenge,
    salt: s.salt,
    signature: s.signature,
    number: s.number!,
  };
}

export type CaptchaVerdict = 'ok' | 'malformed' | 'forged' | 'expired' | 'wrong';

/** Checks a solution against the key and the clock (single use is the server's store's to check). */
export async function checkSolution(key: string, value: unknown, now: number): Promise<CaptchaVerdict> {
  const solution = decodeSolution(value);
  if (!solution) return 'malformed';
  if (!timingSafeEqualHex(await hmacHex(key, solution.challenge), solution.signature)) return 'forged';
  if (saltExpiry(solution.salt)! <= now) return 'expired';
  if ((await sha256Hex(solution.salt + solution.number)) !== solution.challenge) return 'wrong';
  return 'ok';
}

/** Compares two hex strings of equal length in time that does not depend on where they differ. */
function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
