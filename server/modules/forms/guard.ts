/**
 * What keeps robots out of the embedded forms without troubling shoppers: a token signed for the form and the time
 * it was given (refreshed by the client when stale, refused when forged or too old), and a honeypot field under a
 * random three-word label that people never see and robots fill in.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** The client asks for a new token once its own is this old. */
export const FORM_TOKEN_REFRESH_S = 60 * 60;
/** The server accepts a token up to this age (a shopper may take a while over a long form). */
export const FORM_TOKEN_MAX_AGE_S = 24 * 60 * 60;

const sign = (key: string, form: string, issued: number) =>
  createHmac('sha256', key).update(`form-token:${form}:${issued}`).digest('base64url');

/** A token for this form, issued now: its time in seconds and its signature. */
export function formToken(key: string, form: string, nowMs: number): string {
  const issued = Math.floor(nowMs / 1000);
  return `${issued}.${sign(key, form, issued)}`;
}

export type TokenCheck = 'ok' | 'stale' | 'forged';

/** Whether a token was signed for this form by this server, and is young enough. */
export function checkFormToken(key: string, form: string, token: unknown, nowMs: number): TokenCheck {
  const match = typeof token === 'string' ? /^(\d{1,12})\.([\w-]{43})$/.exec(token) : null;
  if (!match) return 'forged';
  const issued = Number(match[1]);
  const expected = Buffer.from(sign(key, form, issued));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  const age = nowMs / 1000 - issued;
  if (age > FORM_TOKEN_MAX_AGE_S || age < -60) return 'stale';
  return 'ok';
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
