/** The attribution state as cookie values: plain 'key=value|||…' text (no base64), each value URI-encoded. */
import {
  ATTRIBUTION_COOKIES,
  isSourceType,
  sanitiseValue,
  cut,
  UNSAFE,
  type AttributionCookie,
  type AttributionSession,
  type AttributionState,
  type TrackedState,
  type TrafficSource,
} from './rules';

const DELIMITER = '|||';
/** A cookie stays under the browsers' 4096 bytes with its name and attributes. */
export const COOKIE_VALUE_MAX = 3800;

const SOURCE_KEYS: readonly (readonly [string, keyof TrafficSource])[] = [
  ['typ', 'source_type'],
  ['src', 'utm_source'],
  ['mdm', 'utm_medium'],
  ['cmp', 'utm_campaign'],
  ['cnt', 'utm_content'],
  ['trm', 'utm_term'],
  ['id', 'utm_id'],
  ['plt', 'utm_source_platform'],
  ['fmt', 'utm_creative_format'],
  ['tct', 'utm_marketing_tactic'],
  ['rf', 'referrer'],
];

/**
 * 'key=value|||key=value', each value URI-encoded (cookie-safe, no '|' inside); the longest value is shortened
 * until the whole fits COOKIE_VALUE_MAX.
 */
export function packCookieValue(pairs: readonly (readonly [string, string])[]): string {
  const values = pairs.map(([, value]) => value.replace(UNSAFE, ''));
  for (;;) {
    const encoded = values.map((value) => encodeURIComponent(value));
    const packed = pairs.map(([key], index) => `${key}=${encoded[index]}`).join(DELIMITER);
    if (packed.length <= COOKIE_VALUE_MAX) return packed;
    const longest = encoded.reduce((best, value, index) => (value.length > encoded[best]!.length ? index : best), 0);
    if (!values[longest]) return packed;
    values[longest] = cut(values[longest]!, Math.floor(values[longest]!.length * 0.75));
  }
}

/** The pairs of a packed value; an undecodable value reads as ''. */
export function unpackCookieValue(value: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (value ?? '').split(DELIMITER)) {
    const at = part.indexOf('=');
    if (at <= 0 || pairs.has(part.slice(0, at))) continue;
    let decoded = '';
    try {
      decoded = decodeURIComponent(part.slice(at + 1));
    } catch {
      // Malformed: treated as empty.
    }
    pairs.set(part.slice(0, at), decoded);
  }
  return pairs;
}

/** The cookie values that hold a tracked state. */
export function serialiseAttributionState(state: TrackedState): Record<AttributionCookie, string> {
  const { source, session, visits } = state;
  return {
    [ATTRIBUTION_COOKIES.current]: packCookieValue(SOURCE_KEYS.map(([key, field]) => [key, source[field]])),
    [ATTRIBUTION_COOKIES.session]: packCookieValue([
      ['pgs', String(session.pages)],
      ['ep', session.entry],
      ['fd', session.start],
      ['lst', String(session.lastSeen)],
    ]),
    [ATTRIBUTION_COOKIES.udata]: packCookieValue([['vst', String(visits)]]),
  } as Record<AttributionCookie, string>;
}

const COUNT = /^[1-9]\d{0,8}$/;

/** The state the cookies hold; a missing or damaged cookie reads as null (visits as 0). */
export function parseAttributionState(cookies: Readonly<Record<string, string | undefined>>): AttributionState {
  const current = unpackCookieValue(cookies[ATTRIBUTION_COOKIES.current]);
  const type = current.get('typ') ?? '';
  let source: TrafficSource | null = null;
  if (isSourceType(type)) {
    source = { source_type: type } as TrafficSource;
    for (const [key, field] of SOURCE_KEYS) {
      if (field !== 'source_type') source[field] = sanitiseValue(field, current.get(key) ?? '');
    }
  }

  const stored = unpackCookieValue(cookies[ATTRIBUTION_COOKIES.session]);
  const pages = stored.get('pgs') ?? '';
  const lastSeen = Number(stored.get('lst') ?? '');
  const session: AttributionSession | null =
    COUNT.test(pages) && /^\d{1,15}$/.test(stored.get('lst') ?? '')
      ? {
          pages: Number(pages),
          entry: sanitiseValue('session_entry', stored.get('ep') ?? ''),
          start: sanitiseValue('session_start_time', stored.get('fd') ?? ''),
          lastSeen,
        }
      : null;

  const visits = unpackCookieValue(cookies[ATTRIBUTION_COOKIES.udata]).get('vst') ?? '';
  return { source, session, visits: COUNT.test(visits) ? Number(visits) : 0 };
}

/** A Cookie header (or document.cookie) as name → raw value; the first of a repeated name wins. */
export function parseCookieHeader(header: string): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name && !Object.prototype.hasOwnProperty.call(cookies, name)) cookies[name] = part.slice(at + 1).trim();
  }
  return cookies;
}
