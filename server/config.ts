import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface RateLimitWindow {
  max: number;
  timeWindow: number;
}

export interface RateLimitConfig {
  /** Every /api route, per client IP: generous, it only stops floods. */
  global: RateLimitWindow;
  /** Consent, dismissals and other cheap writes a browser sends a handful of times. */
  modest: RateLimitWindow;
  /** Login, register, lost password, checkout and forms (later issues). */
  strict: RateLimitWindow;
  /**
   * Cart writes: a shopper changing quantities, coupons and shipping makes a few per minute; this only stops a
   * client hammering the cart (per IP, like every limit here). Defaults to DEFAULT_RATE_LIMITS.cart.
   */
  cart?: RateLimitWindow;
  /** Placing orders: per IP and, separately, per session. Defaults to DEFAULT_RATE_LIMITS.checkout. */
  checkout?: RateLimitWindow;
  /**
   * Server-rendered pages, per IP: a page's own API calls are not counted, the page is (429 with a page of its own).
   * Defaults to DEFAULT_RATE_LIMITS.pages.
   */
  pages?: RateLimitWindow;
}

export interface AppConfig {
  /** Built client (index.html + assets/); null: the server serves the API and media only. */
  clientDir: string | null;
  /** Secure session cookie: always, never, or when the request came over https (honours X-Forwarded-Proto with trustProxy). */
  cookieSecure: boolean | 'auto';
  /** false disables rate limiting (tests). */
  rateLimit: RateLimitConfig | false;
  /** Behind a reverse proxy: trust X-Forwarded-* for the client IP and protocol. */
  trustProxy: boolean;
  sessionTtlDays: number;
  /** Expired sessions are purged this often; 0 disables the timer. */
  sessionPurgeIntervalMs: number;
  /** Longest wait between two refreshes of the listing's price lookup (it also runs at sale boundaries); 0 disables. */
  priceRefreshIntervalMs: number;
  /**
   * Longest time this process keeps a whole listing or search answer (server/modules/listing/responses.ts); a price
   * refresh or a sale boundary drops it sooner. 0: never kept.
   */
  listingCacheMs: number;
  /**
   * Memory for pages drawn for any visitor and kept until what they show changes (server/plugins/pages/cache.ts),
   * in bytes; 0: every page is rendered. PAGE_CACHE_MB.
   */
  pageCacheBytes: number;
  /** SMTP server the mail outbox sends through (smtp://user:pass@host:587, smtps://…:465); null: mail waits in the outbox. */
  smtpUrl: string | null;
  /** From header of the shop's mail. */
  mailFrom: string;
  /** Time between two passes of the mail worker over the outbox; 0 disables the timer. */
  mailPollMs: number;
  /** The shop's address as shoppers reach it: canonical and e-mail links. */
  publicUrl: string;
  /**
   * PUBLIC_URL was not given: mailed links use the local or private address the shopper used (http/link-origin.ts),
   * `publicUrl` (localhost) otherwise.
   */
  linksFromRequest: boolean;
  /** The clock of time-bound account rules (throttles, link expiry); tests move it. */
  clock: () => number;
  /**
   * The key that signs captcha challenges and form tokens. Unset (CAPTCHA_KEY), the server uses the one stored in
   * its database, drawn at the first start: every instance on one database shares it, and it outlives restarts.
   */
  captchaKey: string;
  /** The embedded forms' limits, counted in the database: every server on one database counts together. */
  formLimits: FormLimits;
  /** The most <url> entries one sitemap file holds (server/modules/seo); the protocol allows 50 000. */
  sitemapUrlsPerFile: number;
}

export interface FormLimits {
  /** Bytes of unclaimed uploads (sent, not yet part of a submission) one session may have. */
  uploadBytesPerSession: number;
  /** Bytes of unclaimed uploads from one client address, whatever the session. */
  uploadBytesPerAddress: number;
  /** Bytes of unclaimed uploads in all: what they may take of the database. */
  uploadBytesTotal: number;
  /** Accepted submissions from one client address. */
  submissionsPerAddress: RateLimitWindow;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  global: { max: 600, timeWindow: 60_000 },
  modest: { max: 30, timeWindow: 60_000 },
  strict: { max: 10, timeWindow: 60_000 },
  cart: { max: 240, timeWindow: 60_000 },
  checkout: { max: 20, timeWindow: 60_000 },
  // An office or a carrier's NAT shares one address: five pages a second, sustained, before it waits.
  pages: { max: 300, timeWindow: 60_000 },
};

export const DEFAULT_CONFIG: AppConfig = {
  clientDir: resolve('dist/client'),
  cookieSecure: 'auto',
  rateLimit: DEFAULT_RATE_LIMITS,
  trustProxy: false,
  sessionTtlDays: 30,
  sessionPurgeIntervalMs: 3_600_000,
  priceRefreshIntervalMs: 3_600_000,
  listingCacheMs: 30_000,
  pageCacheBytes: 64 * 1024 ** 2,
  smtpUrl: null,
  mailFrom: 'Zellige <commandes@zellige.ma>',
  mailPollMs: 15_000,
  publicUrl: 'http://localhost:8080',
  linksFromRequest: false,
  clock: Date.now,
  captchaKey: randomBytes(32).toString('hex'),
  formLimits: {
    // Four times a whole submission's files (8 MB) per shopper, four shoppers per address (an office, a NAT).
    uploadBytesPerSession: 32 * 1024 ** 2,
    uploadBytesPerAddress: 128 * 1024 ** 2,
    // A sliver of a small disk (64 GB): unclaimed files never crowd out the database.
    uploadBytesTotal: 4 * 1024 ** 3,
    submissionsPerAddress: { max: 20, timeWindow: 3_600_000 },
  },
  // Well under the protocol's 50 000: a file is made on each request, from the database.
  sitemapUrlsPerFile: 1000,
};

const flag = (value: string | undefined) => value === '1' || value === 'true';

/** FORM_UPLOAD_SESSION_MB, FORM_UPLOAD_ADDRESS_MB, FORM_UPLOAD_TOTAL_MB, FORM_SUBMISSIONS_PER_HOUR. */
function formLimitsFromEnv(env: NodeJS.ProcessEnv): FormLimits {
  const d = DEFAULT_CONFIG.formLimits;
  const mb = (value: string | undefined, fallback: number) => (value ? Number(value) * 1024 ** 2 : fallback);
  return {
    uploadBytesPerSession: mb(env.FORM_UPLOAD_SESSION_MB, d.uploadBytesPerSession),
    uploadBytesPerAddress: mb(env.FORM_UPLOAD_ADDRESS_MB, d.uploadBytesPerAddress),
    uploadBytesTotal: mb(env.FORM_UPLOAD_TOTAL_MB, d.uploadBytesTotal),
    submissionsPerAddress: env.FORM_SUBMISSIONS_PER_HOUR
      ? { max: Number(env.FORM_SUBMISSIONS_PER_HOUR), timeWindow: 3_600_000 }
      : d.submissionsPerAddress,
  };
}

/** Configuration from the environment (server.ts); tests build AppConfig directly. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    ...DEFAULT_CONFIG,
    clientDir: env.CLIENT_DIR ? resolve(env.CLIENT_DIR) : DEFAULT_CONFIG.clientDir,
    cookieSecure: env.COOKIE_SECURE === undefined ? 'auto' : flag(env.COOKIE_SECURE),
    rateLimit: flag(env.RATE_LIMIT_DISABLED) ? false : DEFAULT_RATE_LIMITS,
    trustProxy: flag(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || DEFAULT_CONFIG.mailFrom,
    mailPollMs: env.MAIL_POLL_MS === undefined ? DEFAULT_CONFIG.mailPollMs : Number(env.MAIL_POLL_MS),
    captchaKey: env.CAPTCHA_KEY || DEFAULT_CONFIG.captchaKey,
    formLimits: formLimitsFromEnv(env),
    pageCacheBytes:
      env.PAGE_CACHE_MB === undefined ? DEFAULT_CONFIG.pageCacheBytes : Number(env.PAGE_CACHE_MB) * 1024 ** 2,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    linksFromRequest: !env.PUBLIC_URL,
  };
}
