/**
 * The cookie notice's choice, which the statistics cookies (order attribution) wait for: the shop loads no analytics
 * script of its own or of another party. The flag lives in the browser under 'cookie_notice_accepted': 'yes' means
 * accepted. A refusal is stored as 'no' so the notice stays
 * hidden without granting anything.
 */
export const COOKIE_NOTICE_STORAGE_KEY = 'cookie_notice_accepted';

export type ConsentChoice = 'yes' | 'no';

export function parseConsentChoice(raw: string | null | undefined): ConsentChoice | null {
  return raw === 'yes' || raw === 'no' ? raw : null;
}

export function choiceFor(analytics: boolean): ConsentChoice {
  return analytics ? 'yes' : 'no';
}

/**
 * The choice in effect: this browser's flag is the latest word; without one, what the session
 * recorded (the same shopper chose earlier in this session) still counts, so the notice and the
 * attribution cookies never disagree.
 */
export function effectiveChoice(
  local: ConsentChoice | null,
  session: { analytics: boolean } | null | undefined,
): ConsentChoice | null {
  if (local) return local;
  return session ? choiceFor(session.analytics) : null;
}
