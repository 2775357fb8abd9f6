import type { Db } from '../../db/client';
import {
  type SessionRecord,
  customerDismissedComingSoon,
  dismissComingSoon as dismiss,
  latestConsent,
  recordConsent as record,
  signedInUser,
  visitorCsrfToken,
} from './repository';
import type { SessionBody } from './schemas';

/** What the page needs of its session: the CSRF token, who is signed in, the banner's state and the latest consent. */
export async function sessionState(db: Db, session: SessionRecord): Promise<SessionBody> {
  return {
    csrfToken: session.csrfToken,
    user: session.userId === null ? null : await signedInUser(db, session.userId),
    comingSoonDismissed:
      session.comingSoonDismissed ||
      (session.userId !== null && (await customerDismissedComingSoon(db, session.userId))),
    consent: await latestConsent(db, session.id),
  };
}

/** A visitor who has only read: nothing stored, a token derived from the cookie. */
export function visitorState(token: string): SessionBody {
  return { csrfToken: visitorCsrfToken(token), user: null, comingSoonDismissed: false, consent: null };
}

export const dismissComingSoon = (db: Db, session: SessionRecord): Promise<void> => dismiss(db, session);

export const recordConsent = (db: Db, sessionId: string, analytics: boolean, userAgent: string | null): Promise<void> =>
  record(db, sessionId, analytics, userAgent);
