import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, customers, retiredSessionTokens, sessions } from '../../db/schema/index';

export interface SessionRecord {
  id: string;
  csrfToken: string;
  userId: number | null;
  comingSoonDismissed: boolean;
  expiresAt: Date;
}

/** 32 random bytes, URL-safe: the cookie value and the CSRF token. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** What newToken() makes: a cookie of any other shape is not a token of ours. */
export const isToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
/**
 * The CSRF token of a visitor who has a cookie but no stored session yet: derived from the cookie, which only the
 * browser holds (HttpOnly) and another site cannot read, so it proves the same thing a stored token does.
 */
export const visitorCsrfToken = (token: string) => createHash('sha256').update(`csrf:${token}`).digest('base64url');

const columns = {
  id: sessions.id,
  csrfToken: sessions.csrfToken,
  userId: sessions.userId,
  comingSoonDismissed: sessions.comingSoonDismissed,
  expiresAt: sessions.expiresAt,
};

export async function findSessionByToken(db: Db, token: string, now = new Date()): Promise<SessionRecord | null> {
  const [row] = await db
    .select(columns)
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function createSession(db: Db, token: string, expiresAt: Date): Promise<SessionRecord> {
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), csrfToken: newToken(), expiresAt })
    .returning(columns);
  return row!;
}

/**
 * Stores the session of a visitor's first write under the cookie it already holds, keeping the CSRF token derived
 * from it (the page already has it). Parallel first writes share one row; an expired row of that token is replaced.
 */
export async function storeVisitorSession(
  db: Db,
  token: string,
  expiresAt: Date,
  now = new Date(),
): Promise<SessionRecord> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.expiresAt, now)));
  const [created] = await db
    .insert(sessions)
    .values({ tokenHash, csrfToken: visitorCsrfToken(token), expiresAt })
    .onConflictDoNothing({ target: sessions.tokenHash })
    .returning(columns);
  if (created) return created;
  const existing = await findSessionByToken(db, token, now);
  if (!existing) throw new Error('a visitor session vanished while it was stored');
  return existing;
}

export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

/**
 * New cookie token and CSRF token for the same session row (login, logout): a token seen before is worthless after.
 * `userId` given: the session now belongs to that customer (null: to a guest).
 */
export async function rotateSessionToken(
  db: Db,
  id: string,
  token: string,
  expiresAt: Date,
  userId?: number | null,
): Promise<SessionRecord | null> {
  const [row] = await db
    .update(sessions)
    .set({ tokenHash: hashToken(token), csrfToken: newToken(), expiresAt, ...(userId !== undefined ? { userId } : {}) })
    .where(eq(sessions.id, id))
    .returning(columns);
  return row ?? null;
}

/** Ends every session of the customer but `keep` (a new password signs them out everywhere else). */
export async function endCustomerSessions(db: Db, userId: number, keep: string | null): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt });
  if (ended.length > 0) await db.insert(retiredSessionTokens).values(ended).onConflictDoNothing();
}

/** A cookie token a rotation took away: it never becomes a session again (until it would have expired). */
export async function retireToken(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db
    .insert(retiredSessionTokens)
    .values({ tokenHash: hashToken(token), expiresAt })
    .onConflictDoNothing();
}

export async function isRetired(db: Db, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(retiredSessionTokens)
    .where(and(eq(retiredSessionTokens.tokenHash, hashToken(token)), gt(retiredSessionTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(retiredSessionTokens).where(lt(retiredSessionTokens.expiresAt, now));
}

/** Hides the coming-soon banner for the session, and for its customer in every session when one is signed in. */
export async function dismissComingSoon(db: Db, session: { id: string; userId: number | null }): Promise<void> {
  await db.update(sessions).set({ comingSoonDismissed: true }).where(eq(sessions.id, session.id));
  if (session.userId !== null) {
    await db.update(customers).set({ comingSoonDismissed: true }).where(eq(customers.id, session.userId));
  }
}

/** Whether the customer dismissed the coming-soon banner, in any session. */
export async function customerDismissedComingSoon(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ dismissed: customers.comingSoonDismissed })
    .from(customers)
    .where(eq(customers.id, userId));
  return row?.dismissed ?? false;
}

export async function recordConsent(
  db: Db,
  sessionId: string,
  analytics: boolean,
  userAgent: string | null,
): Promise<void> {
  await db.insert(consents).values({ sessionId, analytics, userAgent: userAgent ? userAgent.slice(0, 512) : null });
}

/** The session's latest consent decision, or null when it has made none. */
export async function latestConsent(db: Db, sessionId: string): Promise<{ analytics: boolean } | null> {
  const [row] = await db
    .select({ analytics: consents.analytics })
    .from(consents)
    .where(eq(consents.sessionId, sessionId))
    .orderBy(desc(consents.acceptedAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

/** The signed-in customer as the page shows them, or null when the account is gone. */
export async function signedInUser(db: Db, userId: number): Promise<{ id: number; displayName: string } | null> {
  const [row] = await db
    .select({ id: customers.id, displayName: customers.displayName })
    .from(customers)
    .where(eq(customers.id, userId));
  return row ?? null;
}
