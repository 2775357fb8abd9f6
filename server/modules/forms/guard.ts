/**
 * What keeps robots out of the embedded forms without troubling shoppers: a token signed for the form, the time it
 * was given and a random part, so each asker gets their own (refreshed by the client when stale, refused when forged
 * or too old; an accepted submission spends it), and a honeypot field under a random three-word label that people
 * never see and robots fill in.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** The client asks for a new token once its own is this old. */
export const FORM_TOKEN_REFRESH_S = 60 * 60;
/** The server accepts a token up to this age (a shopper may take a while over a long form). */
export const FORM_TOKEN_MAX_AGE_S = 24 * 60 * 60;

/** A token's random part (8 bytes) and signature (24 bytes of HMAC-SHA-256), 43 characters together. */
const sign = (key: string, form: string, issued: number, nonce: string) =>
  createHmac('sha256', key)
    .update(`form-token:${form}:${issued}:${nonce}`)
    .digest()
    .subarray(0, 24)
    .toString('base64url');
/** The signature of the tokens given before they had a random part (two askers in one second got the same). */
const signWithoutNonce = (key: string, form: string, issued: number) =>
  createHmac('sha256', key).update(`form-token:${form}:${issued}`).digest('base64url');

/** A token for this form, issued now: its time in seconds, a random part and its signature. */
export function formToken(key: string, form: string, nowMs: number): string {
  const issued = Math.floor(nowMs / 1000);
  const nonce = randomBytes(8).toString('base64url');
  return `${issued}.${nonce}${sign(key, form, issued, nonce)}`;
}

export type TokenCheck = 'ok' | 'stale' | 'forged';

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a token was signed for this form by this server, and is young enough. */
export function checkFormToken(key: string, form: string, token: unknown, nowMs: number): TokenCheck {
  const match = typeof token === 'string' ? /^(\d{1,12})\.([\w-]{11})([\w-]{32})$/.exec(token) : null;
  if (!match) return 'forged';
  const issued = Number(match[1]);
  if (!same(sign(key, form, issued, match[2]!), match[3]!)) {
    // A token of the old kind cannot be told from another asker's: the client asks for a new one.
    return same(signWithoutNonce(key, form, issued), `${match[2]}${match[3]}`) ? 'stale' : 'forged';
  }
  const age = nowMs / 1000 - issued;
  if (age > FORM_TOKEN_MAX_AGE_S || age < -60) return 'stale';
  return 'ok';
}

/** When a token stops being taken (ms): after that it is stale, spent or not. */
export function tokenExpiry(token: string): number {
  return (Number(token.slice(0, token.indexOf('.'))) + FORM_TOKEN_MAX_AGE_S + 60) * 1000;
}

const WORDS = [
  'amber',
  'basket',
  'cedar',
  'copper',
  'desert',
  'garden',
  'harbor',
  'indigo',
  'jasmine',
  'lantern',
  'meadow',
  'mint',
  'olive',
  'orchard',
  'pebble',
  'river',
  'saffron',
  'shell',
  'silver',
  'stone',
  'thread',
  'valley',
  'willow',
  'window',
  'almond',
  'cobalt',
  'dune',
  'fig',
  'honey',
  'ivory',
  'loom',
  'marble',
  'palm',
  'quartz',
  'rose',
  'sand',
];

/** A random three-word label ('Olive river lantern'): a robot cannot tell the trap from a real field by its name. */
export function honeypotLabel(pick: (n: number) => number = randomInt): string {
  const words = Array.from({ length: 3 }, () => WORDS[pick(WORDS.length)]!);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
