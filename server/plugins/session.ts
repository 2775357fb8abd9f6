import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import {
  type SessionRecord,
  createSession,
  extendSession,
  findSessionByToken,
  isRetired,
  isToken,
  newToken,
  purgeExpiredSessions,
  retireToken,
  rotateSessionToken,
  storeVisitorSession,
  visitorCsrfToken,
} from '../modules/session/repository';

export const SESSION_COOKIE = 'zsid';
const DAY_MS = 86_400_000;

interface SessionState {
  loaded: boolean;
  record: SessionRecord | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionState: SessionState | null;
    /** The visitor's session, or null when it has none (loaded once per request). */
    getSession(): Promise<SessionRecord | null>;
    /** The visitor's session, stored (and its cookie set) when it has none: a write's, never a read's. */
    ensureSession(reply: FastifyReply): Promise<SessionRecord>;
    /**
     * The CSRF token a write must carry: the stored session's, or for a visitor whose cookie has no session yet,
     * the one derived from the cookie; null without a cookie of ours.
     */
    expectedCsrfToken(): Promise<string | null>;
    /** The visitor's cookie token, set now when it has none (or a retired one); stores nothing: a read never creates a session. */
    visitorToken(reply: FastifyReply): Promise<string>;
  }
  interface FastifyInstance {
    sessionConfig: Pick<AppConfig, 'cookieSecure' | 'sessionTtlDays'>;
  }
}

export function isSecure(request: FastifyRequest): boolean {
  const setting = request.server.sessionConfig.cookieSecure;
  return setting === 'auto' ? request.protocol === 'https' : setting;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    expires: expiresAt,
  });
}

const ttlMs = (request: FastifyRequest) => request.server.sessionConfig.sessionTtlDays * DAY_MS;

/**
 * Gives the request a new session token (same session row, new CSRF token) and sets the cookie. Call it on login
 * and logout so that a token captured before cannot be used after (session fixation); `userId` says who the session
 * belongs to from now on (null: a guest; undefined: unchanged).
 */
export async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId?: number | null,
): Promise<SessionRecord> {
  const current = await request.getSession();
  const held = request.cookies[SESSION_COOKIE];
  // The cookie rotated away is worthless from now on, as a session and as a visitor's token.
  if (isToken(held))
    await retireToken(request.server.db, held, current?.expiresAt ?? new Date(Date.now() + ttlMs(request)));
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs(request));
  const rotated = current ? await rotateSessionToken(request.server.db, current.id, token, expiresAt, userId) : null;
  let record = rotated ?? (await createSession(request.server.db, token, expiresAt));
  if (!rotated && userId != null)
    record = (await rotateSessionToken(request.server.db, record.id, token, expiresAt, userId))!;
  setSessionCookie(request, reply, token, expiresAt);
  request.sessionState = { loaded: true, record };
  return record;
}

/**
 * Database-backed sessions for guests and customers. Lazy: nothing is read or written until a route asks, so
 * catalogue reads cost no session query; a visitor who only reads holds a cookie and no row, and the row is stored
 * on the first write. Expiry slides: a session used within 30 days lives on, and its
 * cookie and row are refreshed at most once a day.
 */
export const sessionPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('sessionConfig', { cookieSecure: config.cookieSecure, sessionTtlDays: config.sessionTtlDays });
    app.decorateRequest('sessionState', null);

    app.decorateRequest('getSession', async function getSession(this: FastifyRequest) {
      if (this.sessionState?.loaded) return this.sessionState.record;
      const token = this.cookies[SESSION_COOKIE];
      const record = token ? await findSessionByToken(this.server.db, token) : null;
      this.sessionState = { loaded: true, record };
      return record;
    });

    app.decorateRequest('ensureSession', async function ensureSession(this: FastifyRequest, reply: FastifyReply) {
      const existing = await this.getSession();
      const now = Date.now();
      const ttl = ttlMs(this);
      if (existing) {
        if (existing.expiresAt.getTime() - now < ttl - DAY_MS) {
          const expiresAt = new Date(now + ttl);
          await extendSession(this.server.db, existing.id, expiresAt);
          existing.expiresAt = expiresAt;
          setSessionCookie(this, reply, this.cookies[SESSION_COOKIE]!, expiresAt);
        }
        return existing;
      }
      // The cookie a read handed out becomes the stored session, so the page's CSRF token stays valid.
      const held = this.cookies[SESSION_COOKIE];
      const token = isToken(held) ? held : newToken();
      const expiresAt = new Date(now + ttl);
      const record = await storeVisitorSession(this.server.db, token, expiresAt);
      setSessionCookie(this, reply, token, expiresAt);
      this.sessionState = { loaded: true, record };
      return record;
    });

    app.decorateRequest('expectedCsrfToken', async function expectedCsrfToken(this: FastifyRequest) {
      const session = await this.getSession();
      if (session) return session.csrfToken;
      const held = this.cookies[SESSION_COOKIE];
      return isToken(held) && !(await isRetired(this.server.db, held)) ? visitorCsrfToken(held) : null;
    });

    app.decorateRequest('visitorToken', async function visitorToken(this: FastifyRequest, reply: FastifyReply) {
      const held = this.cookies[SESSION_COOKIE];
      if (isToken(held) && !(await isRetired(this.server.db, held))) return held;
      const token = newToken();
      setSessionCookie(this, reply, token, new Date(Date.now() + ttlMs(this)));
      return token;
    });

    if (config.sessionPurgeIntervalMs > 0) {
      const purge = () =>
        purgeExpiredSessions(app.db).catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(purge, config.sessionPurgeIntervalMs);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'zellige-session', dependencies: ['zellige-db', '@fastify/cookie'] },
);
