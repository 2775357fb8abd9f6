/**
 * Order attribution rules, after WooCommerce's order attribution (sourcebuster.js): how a landing is classified, the
 * 30-minute session, the cookie values (plain text, no base64) and the server's sanitising. No DOM here: the browser
 * side (src/features/checkout/attribution) hands in the URL, the referrer, the shop's host, the cookies and the time.
 */
import {
  ATTRIBUTION_FIELDS,
  SOURCE_TYPES,
  type AttributionField,
  type OrderAttribution,
  type SourceType,
} from './fields';

/** The spec's settings (§9): session cookies (lifetime 0.00001 months), 30-minute sessions, UTC, on by default. */
export const ATTRIBUTION_SETTINGS = {
  cookieLifetimeMonths: 0.00001,
  sessionMinutes: 30,
  base64: false,
  allowTracking: true,
  timezoneOffset: 0,
} as const;
export const SESSION_LENGTH_MS = ATTRIBUTION_SETTINGS.sessionMinutes * 60_000;

/** A direct visit's source and medium. */
export const DIRECT_SOURCE = '(direct)';
export const DIRECT_MEDIUM = '(none)';

/** The cookies this shop writes: the current source, the session, the visit count. */
export const ATTRIBUTION_COOKIES = { current: 'sbjs_current', session: 'sbjs_session', udata: 'sbjs_udata' } as const;
export type AttributionCookie = (typeof ATTRIBUTION_COOKIES)[keyof typeof ATTRIBUTION_COOKIES];

/** Every traffic-source cookie deleted when tracking is off: ours and any other sourcebuster writes. */
export const TRAFFIC_SOURCE_COOKIES = [
  'sbjs_current',
  'sbjs_current_add',
  'sbjs_first',
  'sbjs_first_add',
  'sbjs_session',
  'sbjs_udata',
  'sbjs_migrations',
  'sbjs_promo',
] as const;

/** Longest value kept per field: URLs 2000, the user agent 512 (as the session's record), the rest 200. */
export const ATTRIBUTION_MAX_LENGTH: Readonly<Record<AttributionField, number>> = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((field) => [
    field,
    field === 'referrer' || field === 'session_entry' ? 2000 : field === 'user_agent' ? 512 : 200,
  ]),
) as Record<AttributionField, number>;

const URL_FIELDS: ReadonlySet<AttributionField> = new Set(['referrer', 'session_entry']);

/** The query parameters that make a landing a campaign ('utm'). */
export const UTM_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
] as const satisfies readonly AttributionField[];
type UtmField = (typeof UTM_PARAMS)[number];

/** Ad click ids sourcebuster also reads as a campaign: source, medium, campaign. */
const CLICK_IDS = { gclid: ['google', 'cpc', 'google_cpc'], yclid: ['yandex', 'cpc', 'yandex_cpc'] } as const;

/** Search engines by referrer host (without 'www.'); the first match names the source. */
const SEARCH_ENGINES: readonly (readonly [RegExp, string])[] = [
  [/^google\.(?:com?\.)?[a-z]{2,3}$/, 'google'],
  [/(?:^|\.)bing\.com$/, 'bing'],
  [/(?:^|\.)search\.yahoo\.(?:com|co\.jp)$/, 'yahoo'],
  [/(?:^|\.)duckduckgo\.com$/, 'duckduckgo'],
  [/(?:^|\.)yandex\.(?:com?\.)?[a-z]{2,3}$|^ya\.ru$/, 'yandex'],
  [/(?:^|\.)baidu\.com$/, 'baidu'],
  [/(?:^|\.)ecosia\.org$/, 'ecosia'],
  [/(?:^|\.)qwant\.com$/, 'qwant'],
  [/(?:^|\.)startpage\.com$/, 'startpage'],
  [/^search\.brave\.com$/, 'brave'],
  [/(?:^|\.)search\.naver\.com$/, 'naver'],
  [/(?:^|\.)search\.seznam\.cz$/, 'seznam'],
  [/(?:^|\.)sogou\.com$/, 'sogou'],
  [/(?:^|\.)search\.lilo\.org$/, 'lilo'],
  [/(?:^|\.)search\.aol\.com$/, 'aol'],
  [/(?:^|\.)ask\.com$/, 'ask'],
];

/** One page view as the browser sees it: its URL (with the query), document.referrer, the shop's own host. */
export interface Landing {
  url: string;
  referrer: string;
  host: string;
}

/** Where the shopper came from: the source fields of the order attribution. */
export type TrafficSource = Record<'referrer' | UtmField, string> & { source_type: SourceType };

export interface AttributionSession {
  /** The session's landing URL. */
  entry: string;
  /** Its start, 'YYYY-MM-DD HH:mm:ss' UTC. */
  start: string;
  pages: number;
  /** Last page view, epoch milliseconds: 30 minutes later the session has ended. */
  lastSeen: number;
}

/** What the cookies hold; null where a cookie is missing or unreadable. */
export interface AttributionState {
  source: TrafficSource | null;
  session: AttributionSession | null;
  /** Sessions so far (0 when unknown). */
  visits: number;
}
export type TrackedState = { source: TrafficSource; session: AttributionSession; visits: number };

export const EMPTY_STATE: AttributionState = { source: null, session: null, visits: 0 };

export function emptyAttribution(): OrderAttribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, ''])) as OrderAttribution;
}

export function isSourceType(value: string): value is SourceType {
  return (SOURCE_TYPES as readonly string[]).includes(value);
}

// ------------------------------------------------------------------------------------------------------------------
// Values
// ------------------------------------------------------------------------------------------------------------------

/** Control characters (C0, DEL, C1), lone surrogates, bidi controls and line/paragraph separators. */
export const UNSAFE = /[\p{Cc}\p{Cs}\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;

/** At most `max` UTF-16 units, never half a surrogate pair. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/** One field's value: unsafe characters removed, trimmed, cut to its length; a wrong type or a non-http URL is ''. */
export function sanitiseValue(field: AttributionField, value: string): string {
  const clean = cut(value.replace(UNSAFE, '').trim(), ATTRIBUTION_MAX_LENGTH[field]).trimEnd();
  if (field === 'source_type') return isSourceType(clean) ? clean : '';
  if (URL_FIELDS.has(field)) return /^https?:\/\//i.test(clean) ? clean : '';
  return clean;
}

/** An own string property, '' otherwise (never throws, even on a hostile object). */
function ownString(raw: object, key: string): string {
  try {
    if (!Object.prototype.hasOwnProperty.call(raw, key)) return '';
    const value: unknown = (raw as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** What the server keeps of a client's attribution: the known fields only, each a clean string. */
export function sanitiseAttribution(raw: unknown): OrderAttribution {
  const result = emptyAttribution();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return result;
  for (const field of ATTRIBUTION_FIELDS) result[field] = sanitiseValue(field, ownString(raw, field));
  return result;
}

// ------------------------------------------------------------------------------------------------------------------
// Classifying a landing
// ------------------------------------------------------------------------------------------------------------------

/** A host without its port, trailing dot and leading 'www.', lower case. */
export function normaliseHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
}

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The referrer's host when it is another site ('' for none, the shop itself or its subdomains, a non-http URL). */
export function externalHost(referrer: string, shopHost: string): string {
  const url = referrer ? parseUrl(referrer) : null;
  if (!url) return '';
  const host = normaliseHost(url.hostname);
  const shop = normaliseHost(shopHost);
  return host === '' || host === shop || host.endsWith(`.${shop}`) ? '' : host;
}

/** The search engine a referrer host belongs to, or null. */
export function searchEngine(host: string): string | null {
  return SEARCH_ENGINES.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

function queryOf(url: string): URLSearchParams {
  return parseUrl(url)?.searchParams ?? new URLSearchParams();
}

const param = (query: URLSearchParams, name: string) => (query.get(name) ?? '').trim();

/** A campaign landing: a utm parameter (or an ad click id) with a value. */
export function hasCampaignParams(url: string): boolean {
  const query = queryOf(url);
  return [...UTM_PARAMS, ...Object.keys(CLICK_IDS)].some((name) => param(query, name) !== '');
}

function source(type: SourceType, referrer: string, values: Partial<Record<UtmField, string>>): TrafficSource {
  const result = { source_type: type, referrer: sanitiseValue('referrer', referrer) } as TrafficSource;
  for (const field of UTM_PARAMS) result[field] = sanitiseValue(field, values[field] ?? '');
  return result;
}

/** utm parameters → 'utm'; a search engine → 'organic'; another site → 'referral'; else 'typein' (direct). */
export function classifyLanding(landing: Landing): TrafficSource {
  const host = externalHost(landing.referrer, landing.host);
  const referrer = host ? landing.referrer : '';
  const query = queryOf(landing.url);
  if (hasCampaignParams(landing.url)) {
    const values = Object.fromEntries(UTM_PARAMS.map((name) => [name, param(query, name)]));
    const click = Object.entries(CLICK_IDS).find(([name]) => param(query, name) !== '')?.[1];
    if (click) {
      values.utm_source ||= click[0];
      values.utm_medium ||= click[1];
      values.utm_campaign ||= click[2];
    }
    return source('utm', referrer, values);
  }
  if (host) {
    const engine = searchEngine(host);
    if (engine) return source('organic', referrer, { utm_source: engine, utm_medium: 'organic' });
    const path = parseUrl(landing.referrer)?.pathname ?? '';
    return source('referral', referrer, { utm_source: host, utm_medium: 'referral', utm_content: path });
  }
  return source('typein', '', { utm_source: DIRECT_SOURCE, utm_medium: DIRECT_MEDIUM });
}

// ------------------------------------------------------------------------------------------------------------------
// The session
// ------------------------------------------------------------------------------------------------------------------

/** 'YYYY-MM-DD HH:mm:ss' in UTC (timezone offset 0). */
export function formatSessionTime(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** A session lasts while page views come less than 30 minutes apart. */
export function isSessionActive(session: AttributionSession | null, now: number): session is AttributionSession {
  if (!session) return false;
  const idle = now - session.lastSeen;
  return idle >= 0 && idle < SESSION_LENGTH_MS;
}

/**
 * One page view. A new session (none, or 30 minutes idle): one more visit, this landing as its entry, now as its
 * start, one page. Otherwise one more page. The source changes only on a new session or a campaign landing.
 */
export function trackPageView(state: AttributionState, landing: Landing, now: number): TrackedState {
  const current = isSessionActive(state.session, now) ? state.session : null;
  const session: AttributionSession = current
    ? { ...current, pages: current.pages + 1, lastSeen: now }
    : { entry: sanitiseValue('session_entry', landing.url), start: formatSessionTime(now), pages: 1, lastSeen: now };
  const source = !current || !state.source || hasCampaignParams(landing.url) ? classifyLanding(landing) : state.source;
  return { source, session, visits: current ? Math.max(state.visits, 1) : state.visits + 1 };
}

/** The order's fields from the cookies' state (all empty when nothing was tracked). */
export function toAttribution(state: AttributionState, userAgent: string): OrderAttribution {
  if (!state.source && !state.session) return emptyAttribution();
  return sanitiseAttribution({
    ...state.source,
    session_entry: state.session?.entry ?? '',
    session_start_time: state.session?.start ?? '',
    session_pages: state.session ? String(state.session.pages) : '',
    session_count: state.visits > 0 ? String(state.visits) : '',
    user_agent: userAgent,
  });
}

// ------------------------------------------------------------------------------------------------------------------
// Cookies
// ------------------------------------------------------------------------------------------------------------------
