/**
 * Cookie-notice choice and the analytics gate (analytics load only once the shopper has consented). The flag lives in
 * the browser under 'cookie_notice_accepted': 'yes' means accepted. A refusal is stored as 'no' so the notice stays
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
 * gate never disagree.
 */
export function effectiveChoice(
  local: ConsentChoice | null,
  session: { analytics: boolean } | null | undefined,
): ConsentChoice | null {
  if (local) return local;
  return session ? choiceFor(session.analytics) : null;
}

/** Analytics load only when the shop turned them on and the shopper said yes. */
export function mayLoadAnalytics(analyticsEnabled: boolean, choice: ConsentChoice | null): boolean {
  return analyticsEnabled && choice === 'yes';
}
