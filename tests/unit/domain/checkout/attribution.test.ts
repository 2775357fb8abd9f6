import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Compile } from 'typebox/compile';
import { ATTRIBUTION_FIELDS, SOURCE_TYPES, type OrderAttribution } from '@domain/checkout/attribution';
import {
  ATTRIBUTION_COOKIES,
  ATTRIBUTION_MAX_LENGTH,
  ATTRIBUTION_SETTINGS,
  COOKIE_VALUE_MAX,
  DIRECT_MEDIUM,
  DIRECT_SOURCE,
  EMPTY_STATE,
  SESSION_LENGTH_MS,
  TRAFFIC_SOURCE_COOKIES,
  UTM_PARAMS,
  classifyLanding,
  emptyAttribution,
  externalHost,
  formatSessionTime,
  hasCampaignParams,
  isSessionActive,
  parseAttributionState,
  parseCookieHeader,
  sanitiseAttribution,
  serialiseAttributionState,
  toAttribution,
  trackPageView,
  type Landing,
  type TrackedState,
} from '@domain/checkout/attribution';
import { AttributionInput } from '../../../../server/modules/checkout/attribution-schema';

const HOST = 'zellige.test';
const SHOP = `https://${HOST}`;
const land = (path: string, referrer = ''): Landing => ({ url: `${SHOP}${path}`, referrer, host: HOST });
const T0 = Date.UTC(2024, 4, 17, 9, 30, 0);
const MINUTE = 60_000;

describe('settings and defaults', () => {
  it("holds the spec's settings: session cookies, 30 minutes, no base64, on by default, UTC", () => {
    expect(ATTRIBUTION_SETTINGS).toEqual({
      cookieLifetimeMonths: 0.00001,
      sessionMinutes: 30,
      base64: false,
      allowTracking: true,
      timezoneOffset: 0,
    });
    expect(SESSION_LENGTH_MS).toBe(30 * MINUTE);
  });

  it('has every field empty when nothing is known', () => {
    const empty = emptyAttribution();
    expect(Object.keys(empty)).toEqual([...ATTRIBUTION_FIELDS]);
    expect(Object.values(empty).every((value) => value === '')).toBe(true);
    expect(toAttribution(EMPTY_STATE, 'Mozilla/5.0')).toEqual(empty);
  });

  it('limits URLs to 2000, the user agent to 512 and the rest to 200', () => {
    expect(ATTRIBUTION_MAX_LENGTH.referrer).toBe(2000);
    expect(ATTRIBUTION_MAX_LENGTH.session_entry).toBe(2000);
    expect(ATTRIBUTION_MAX_LENGTH.user_agent).toBe(512);
    expect(ATTRIBUTION_MAX_LENGTH.utm_campaign).toBe(200);
    expect(ATTRIBUTION_MAX_LENGTH.source_type).toBe(200);
  });
});

describe('classifyLanding', () => {
  it("reads a campaign's utm parameters (utm), keeping an external referrer", () => {
    const query =
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_id=42&utm_term=tiles' +
      '&utm_source_platform=brevo&utm_creative_format=banner&utm_marketing_tactic=prospecting';
    expect(classifyLanding(land(`/fr/boutique${query}`, 'https://mail.example.org/inbox'))).toEqual({
      source_type: 'utm',
      referrer: 'https://mail.example.org/inbox',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_content: 'hero',
      utm_id: '42',
      utm_term: 'tiles',
      utm_source_platform: 'brevo',
      utm_creative_format: 'banner',
      utm_marketing_tactic: 'prospecting',
    });
  });

  it('counts any one utm parameter, leaving the others empty', () => {
    const source = classifyLanding(land('/en/?utm_campaign=winter'));
    expect(source).toMatchObject({ source_type: 'utm', utm_campaign: 'winter', utm_source: '', utm_medium: '' });
  });

  it('prefers utm parameters to a search engine referrer', () => {
    const source = classifyLanding(land('/en/?utm_source=ads', 'https://www.google.com/'));
    expect(source).toMatchObject({ source_type: 'utm', utm_source: 'ads', referrer: 'https://www.google.com/' });
  });

  it('ignores utm parameters without a value', () => {
    expect(hasCampaignParams(`${SHOP}/en/?utm_source=&utm_medium=%20`)).toBe(false);
    expect(classifyLanding(land('/en/?utm_source=')).source_type).toBe('typein');
  });

  it('reads an ad click id as a campaign, as sourcebuster does', () => {
    expect(classifyLanding(land('/en/?gclid=abc'))).toMatchObject({
      source_type: 'utm',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'google_cpc',
    });
    expect(classifyLanding(land('/en/?gclid=abc&utm_source=mine'))).toMatchObject({ utm_source: 'mine' });
  });

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=zellige', 'google'],
    ['https://google.fr/', 'google'],
    ['https://www.bing.com/search?q=zellige', 'bing'],
    ['https://cn.bing.com/', 'bing'],
    ['https://fr.search.yahoo.com/', 'yahoo'],
    ['https://duckduckgo.com/', 'duckduckgo'],
    ['https://yandex.ru/search/?text=zellige', 'yandex'],
    ['https://www.baidu.com/s?wd=zellige', 'baidu'],
    ['https://www.ecosia.org/search?q=zellige', 'ecosia'],
    ['https://www.qwant.com/?q=zellige', 'qwant'],
    ['https://search.brave.com/search?q=zellige', 'brave'],
  ])('reads %s as organic search from %s', (referrer, engine) => {
    expect(classifyLanding(land('/en/', referrer))).toEqual({
      ...emptySource(),
      source_type: 'organic',
      referrer,
      utm_source: engine,
      utm_medium: 'organic',
    });
  });

  it('reads another site as a referral: its host without www, medium referral, the linking path as content', () => {
    expect(classifyLanding(land('/en/', 'https://www.blog.example/articles/zellige-tiles?x=1'))).toEqual({
      ...emptySource(),
      source_type: 'referral',
      referrer: 'https://www.blog.example/articles/zellige-tiles?x=1',
      utm_source: 'blog.example',
      utm_medium: 'referral',
      utm_content: '/articles/zellige-tiles',
    });
  });

  it("does not take a search engine's other services for a search", () => {
    expect(classifyLanding(land('/en/', 'https://news.google.com/')).source_type).toBe('referral');
    expect(classifyLanding(land('/en/', 'https://mail.yahoo.com/')).source_type).toBe('referral');
  });

  it("reads no referrer as a direct visit: source '(direct)', medium '(none)'", () => {
    expect(classifyLanding(land('/en/'))).toEqual({
      ...emptySource(),
      source_type: 'typein',
      utm_source: DIRECT_SOURCE,
      utm_medium: DIRECT_MEDIUM,
    });
    expect(DIRECT_SOURCE).toBe('(direct)');
    expect(DIRECT_MEDIUM).toBe('(none)');
  });

  it('reads the shop itself (any case, www, a port, a subdomain) as direct, keeping no referrer', () => {
    for (const referrer of [
      `${SHOP}/fr/panier`,
      'https://WWW.Zellige.test/en/',
      'http://zellige.test:8080/',
      'https://m.zellige.test/',
    ]) {
      expect(classifyLanding(land('/en/', referrer))).toMatchObject({
        source_type: 'typein',
        referrer: '',
        utm_source: '(direct)',
      });
    }
    expect(externalHost('https://zellige.test.evil.example/', 'www.zellige.test:443')).toBe(
      'zellige.test.evil.example',
    );
  });

  it('ignores a referrer that is not an http(s) URL, and a landing URL that is not one', () => {
    expect(classifyLanding(land('/en/', 'android-app://com.google.android.gm/')).source_type).toBe('typein');
    expect(classifyLanding(land('/en/', 'not a url')).source_type).toBe('typein');
    expect(classifyLanding({ url: '::::', referrer: '', host: HOST }).source_type).toBe('typein');
  });
});

describe('the session', () => {
  it('formats the start in UTC as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatSessionTime(Date.UTC(2024, 0, 2, 3, 4, 5, 678))).toBe('2024-01-02 03:04:05');
  });

  it('starts the first session: one visit, this landing as its entry, now as its start, one page', () => {
    const state = trackPageView(EMPTY_STATE, land('/fr/?utm_source=fb', 'https://facebook.com/'), T0);
    expect(state.visits).toBe(1);
    expect(state.session).toEqual({
      entry: `${SHOP}/fr/?utm_source=fb`,
      start: '2024-05-17 09:30:00',
      pages: 1,
      lastSeen: T0,
    });
    expect(state.source.source_type).toBe('utm');
  });

  it('counts another page of the session, keeping its source even when the referrer is now a search engine', () => {
    const first = trackPageView(EMPTY_STATE, land('/en/', 'https://partner.example/'), T0);
    const second = trackPageView(first, land('/en/shop', 'https://www.google.com/'), T0 + 10 * MINUTE);
    expect(second.session).toEqual({ ...first.session, pages: 2, lastSeen: T0 + 10 * MINUTE });
    expect(second.visits).toBe(1);
    expect(second.source).toEqual(first.source);
  });

  it('takes a new source mid-session from a campaign landing, without starting a new session', () => {
    const first = trackPageView(EMPTY_STATE, land('/en/'), T0);
    const second = trackPageView(first, land('/en/?utm_source=newsletter'), T0 + MINUTE);
    expect(second.source).toMatchObject({ source_type: 'utm', utm_source: 'newsletter' });
    expect(second.session).toMatchObject({ entry: `${SHOP}/en/`, start: '2024-05-17 09:30:00', pages: 2 });
    expect(second.visits).toBe(1);
  });

  it('keeps the session until just under 30 idle minutes and starts another at 30', () => {
    const first = trackPageView(EMPTY_STATE, land('/en/', 'https://partner.example/'), T0);
    expect(isSessionActive(first.session, T0 + SESSION_LENGTH_MS - 1)).toBe(true);
    expect(isSessionActive(first.session, T0 + SESSION_LENGTH_MS)).toBe(false);

    const same = trackPageView(first, land('/en/a'), T0 + SESSION_LENGTH_MS - 1);
    expect(same).toMatchObject({ visits: 1, session: { pages: 2, entry: `${SHOP}/en/` } });

    // Idle time counts from the last page, not from the start.
    const later = trackPageView(same, land('/en/b'), T0 + 2 * SESSION_LENGTH_MS - 2);
    expect(later).toMatchObject({ visits: 1, session: { pages: 3 } });

    const next = trackPageView(later, land('/en/c'), T0 + 3 * SESSION_LENGTH_MS);
    expect(next.visits).toBe(2);
    expect(next.session).toEqual({
      entry: `${SHOP}/en/c`,
      start: formatSessionTime(T0 + 3 * SESSION_LENGTH_MS),
      pages: 1,
      lastSeen: T0 + 3 * SESSION_LENGTH_MS,
    });
    // A new session takes the landing's source: a direct visit here.
    expect(next.source.source_type).toBe('typein');
  });

  it('starts a new session when the clock went back', () => {
    const first = trackPageView(EMPTY_STATE, land('/en/'), T0);
    expect(trackPageView(first, land('/en/a'), T0 - 1).visits).toBe(2);
  });

  it('classifies again when the source is missing from a running session', () => {
    const first = trackPageView(EMPTY_STATE, land('/en/'), T0);
    const next = trackPageView({ ...first, source: null, visits: 0 }, land('/en/a', 'https://www.bing.com/'), T0);
    expect(next.source.source_type).toBe('organic');
    expect(next.visits).toBe(1);
  });

  it("gives the order's fields", () => {
    const first = trackPageView(EMPTY_STATE, land('/en/', 'https://www.bing.com/'), T0);
    const state = trackPageView(first, land('/en/cart'), T0 + MINUTE);
    expect(toAttribution(state, 'Mozilla/5.0 (X11)')).toEqual({
      ...emptyAttribution(),
      source_type: 'organic',
      referrer: 'https://www.bing.com/',
      utm_source: 'bing',
      utm_medium: 'organic',
      session_entry: `${SHOP}/en/`,
      session_start_time: '2024-05-17 09:30:00',
      session_pages: '2',
      session_count: '1',
      user_agent: 'Mozilla/5.0 (X11)',
    });
  });
});

describe('cookies', () => {
  const tracked = (): TrackedState =>
    trackPageView(
      EMPTY_STATE,
      land('/fr/?utm_source=a|||b&utm_campaign=x%3Dy%3B%20z%2C%22q%22&utm_term=زليج 🧱', 'https://r.example/?a=1;b=2'),
      T0,
    );

  it('names the cookies as sourcebuster does and deletes all of its cookies on a switch-off', () => {
    expect(ATTRIBUTION_COOKIES).toEqual({ current: 'sbjs_current', session: 'sbjs_session', udata: 'sbjs_udata' });
    for (const name of Object.values(ATTRIBUTION_COOKIES)) expect(TRAFFIC_SOURCE_COOKIES).toContain(name);
    expect(TRAFFIC_SOURCE_COOKIES).toEqual(expect.arrayContaining(['sbjs_first', 'sbjs_current_add', 'sbjs_promo']));
  });

  it('writes plain, cookie-safe values (no base64) and reads them back', () => {
    const state = tracked();
    const values = serialiseAttributionState(state);
    expect(Object.keys(values).sort()).toEqual(['sbjs_current', 'sbjs_session', 'sbjs_udata']);
    expect(values.sbjs_current).toMatch(/^typ=utm\|\|\|src=a%7C%7C%7Cb\|\|\|/);
    expect(values.sbjs_udata).toBe('vst=1');
    expect(values.sbjs_session).toBe(
      `pgs=1|||ep=${encodeURIComponent(state.session.entry)}|||fd=2024-05-17%2009%3A30%3A00|||lst=${T0}`,
    );
    for (const value of Object.values(values)) expect(value).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
    expect(parseAttributionState(values)).toEqual(state);
  });

  it('keeps each cookie under the browsers’ size limit', () => {
    const long = '%E2%9C%93'.repeat(700);
    const state = trackPageView(
      EMPTY_STATE,
      land(`/en/?${utmQuery(long)}`, `https://r.example/${'é'.repeat(3000)}`),
      T0,
    );
    for (const value of Object.values(serialiseAttributionState(state))) {
      expect(value.length).toBeLessThanOrEqual(COOKIE_VALUE_MAX);
    }
    expect(parseAttributionState(serialiseAttributionState(state)).source?.source_type).toBe('utm');
  });

  it('reads missing or damaged cookies as nothing, without throwing', () => {
    expect(parseAttributionState({})).toEqual(EMPTY_STATE);
    expect(
      parseAttributionState({
        sbjs_current: 'typ=evil|||src=x',
        sbjs_session: 'pgs=0|||lst=1',
        sbjs_udata: 'vst=-3',
      }),
    ).toEqual(EMPTY_STATE);
    expect(parseAttributionState({ sbjs_session: 'pgs=2|||lst=abc' }).session).toBeNull();
    const broken = parseAttributionState({ sbjs_current: 'typ=referral|||src=%E0%A4%A|||rf=javascript:alert(1)' });
    expect(broken.source).toMatchObject({ source_type: 'referral', utm_source: '', referrer: '' });
  });

  it('parses a Cookie header: first of a name wins, "=" inside values kept, no prototype keys', () => {
    const cookies = parseCookieHeader('a=1; sbjs_udata=vst=2; a=2; __proto__=x; junk; =y');
    expect(Object.entries(cookies)).toEqual([
      ['a', '1'],
      ['sbjs_udata', 'vst=2'],
      ['__proto__', 'x'],
    ]);
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});

describe('sanitiseAttribution', () => {
  const full: OrderAttribution = {
    ...emptyAttribution(),
    source_type: 'referral',
    referrer: 'https://blog.example/post',
    utm_source: 'blog.example',
    utm_medium: 'referral',
    session_entry: 'https://zellige.test/fr/',
    session_start_time: '2024-05-17 09:30:00',
    session_pages: '3',
    session_count: '1',
    user_agent: 'Mozilla/5.0',
  };

  it('keeps clean values as they are', () => {
    expect(sanitiseAttribution(full)).toEqual(full);
  });

  it('drops unknown keys and inherited values', () => {
    const raw = Object.assign(Object.create({ utm_source: 'inherited' }) as object, { evil: 'x', utm_medium: 'cpc' });
    expect(sanitiseAttribution(raw)).toEqual({ ...emptyAttribution(), utm_medium: 'cpc' });
    const parsed: unknown = JSON.parse('{"__proto__": {"utm_source": "p"}, "constructor": "c"}');
    expect(sanitiseAttribution(parsed)).toEqual(emptyAttribution());
  });

  it('gives all empty for anything but an object', () => {
    for (const raw of [null, undefined, 'utm', 42, true, [full], () => full]) {
      expect(sanitiseAttribution(raw)).toEqual(emptyAttribution());
    }
  });

  it('empties a value that is not a string', () => {
    expect(sanitiseAttribution({ ...full, session_pages: 3, utm_source: { toString: () => 'x' } })).toMatchObject({
      session_pages: '',
      utm_source: '',
    });
  });

  it('trims, removes control, bidi and lone-surrogate characters, keeps real text', () => {
    const result = sanitiseAttribution({
      utm_campaign: '  \u0000soldes\t\nd’été\u007f\u0085\u202e  ',
      utm_term: 'زليج 🧱\uD800',
      utm_content: '\uDC00a\u2028b',
    });
    expect(result).toMatchObject({ utm_campaign: 'soldesd’été', utm_term: 'زليج 🧱', utm_content: 'ab' });
  });

  it('cuts a value to its limit without splitting a character', () => {
    const result = sanitiseAttribution({
      utm_source: `${'a'.repeat(199)}🧱🧱`,
      referrer: `https://x.example/${'p'.repeat(3000)}`,
      user_agent: 'U'.repeat(600),
      utm_medium: `${'m'.repeat(199)} tail`,
    });
    expect(result.utm_source).toBe('a'.repeat(199));
    expect(result.referrer).toHaveLength(2000);
    expect(result.user_agent).toHaveLength(512);
    expect(result.utm_medium).toBe('m'.repeat(199));
  });

  it('keeps only the four source types', () => {
    for (const type of SOURCE_TYPES) expect(sanitiseAttribution({ source_type: ` ${type} ` }).source_type).toBe(type);
    for (const type of ['UTM', 'direct', 'typein2', '(direct)']) {
      expect(sanitiseAttribution({ source_type: type }).source_type).toBe('');
    }
  });

  it('keeps only http(s) URLs in the URL fields', () => {
    const result = sanitiseAttribution({
      referrer: 'javascript:alert(1)',
      session_entry: 'data:text/html,<script>alert(1)</script>',
    });
    expect(result).toMatchObject({ referrer: '', session_entry: '' });
    expect(sanitiseAttribution({ referrer: 'HTTP://A.example/' }).referrer).toBe('HTTP://A.example/');
  });

  it('never throws on hostile objects', () => {
    const throwing = Object.defineProperty({}, 'utm_source', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const proxy = new Proxy(
      {},
      {
        has: () => {
          throw new Error('boom');
        },
        get: () => {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
      },
    );
    expect(sanitiseAttribution(throwing)).toEqual(emptyAttribution());
    expect(sanitiseAttribution(proxy)).toEqual(emptyAttribution());
  });

  const utf16 = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 2600 }).map((codes) => {
    let text = '';
    for (const code of codes) text += String.fromCharCode(code);
    return text;
  });
  const anyText = fc.oneof(utf16, fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom(...SOURCE_TYPES));
  const rawAttribution = fc.oneof(
    fc.anything(),
    fc.dictionary(fc.constantFrom(...ATTRIBUTION_FIELDS, 'extra', '__proto__'), fc.oneof(anyText, fc.anything())),
  );
  const schema = Compile(AttributionInput);
  const UNSAFE = /[\p{Cc}\p{Cs}\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

  it('is idempotent, never throws, and always gives what the server schema accepts', () => {
    fc.assert(
      fc.property(rawAttribution, (raw) => {
        const once = sanitiseAttribution(raw);
        expect(sanitiseAttribution(once)).toEqual(once);
        expect(Object.keys(once)).toEqual([...ATTRIBUTION_FIELDS]);
        for (const field of ATTRIBUTION_FIELDS) {
          const value = once[field];
          expect(value.length).toBeLessThanOrEqual(ATTRIBUTION_MAX_LENGTH[field]);
          expect(value).toBe(value.trim());
          expect(UNSAFE.test(value)).toBe(false);
        }
        expect(['', ...SOURCE_TYPES]).toContain(once.source_type);
        expect(schema.Check(once)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips any tracked state through the cookies', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.integer({ min: 0, max: 4e12 }), (query, referrer, now) => {
        const landing = { url: `${SHOP}/en/?${new URLSearchParams({ utm_source: query })}`, referrer, host: HOST };
        const state = trackPageView(EMPTY_STATE, landing, now);
        const read = parseAttributionState(serialiseAttributionState(state));
        expect(toAttribution(read, 'UA')).toEqual(toAttribution(state, 'UA'));
      }),
      { numRuns: 200 },
    );
  });
});

/** The source fields, all empty. */
function emptySource() {
  return { referrer: '', ...Object.fromEntries(UTM_PARAMS.map((name) => [name, ''])) };
}

/** Every utm parameter with this value. */
function utmQuery(value: string) {
  return UTM_PARAMS.map((name) => `${name}=${value}`).join('&');
}
