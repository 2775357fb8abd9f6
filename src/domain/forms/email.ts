/**
 * The embedded forms' e-mail rules, stricter than the checkout's plain check: 6 to 254 characters, one '@' not at
 * the start, a local part of at most 63 allowed characters, a domain of two or more labels without empty ones, each
 * label at most 63 letters, digits or hyphens, not starting or ending with a hyphen. And the 'did you mean' hint: a
 * domain within two edits of a common one.
 */

export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 63;
export const EMAIL_LABEL_MAX_LENGTH = 63;
/** A domain this many edits or fewer from a common one is probably a typo of it. */
export const EMAIL_SUGGESTION_DISTANCE = 2;

/** What a local part may be made of (letters, digits and the printable signs mail allows unquoted). */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
/** A domain label: letters (any script), digits and hyphens inside. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/** Whether an address obeys the forms' e-mail rules. */
export function isFormEmail(value: string): boolean {
  if (value.length < EMAIL_MIN_LENGTH || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => label.length <= EMAIL_LABEL_MAX_LENGTH && LABEL.test(label));
}

/** Mail domains shoppers in Morocco and France use most: what a typo is measured against. */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'yahoo.fr',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.com',
  'live.fr',
  'icloud.com',
  'orange.fr',
  'menara.ma',
  'protonmail.com',
] as const;

/** Edits (insert, delete, replace, swap two neighbours) from a to b; past `limit`, `limit + 1` (found early). */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > limit ? limit + 1 : distance;
}

/**
 * The address the shopper probably meant, when its domain is one or two edits from a common domain (and is not one
 * itself); null otherwise.
 */
export function suggestEmail(value: string, domains: readonly string[] = COMMON_EMAIL_DOMAINS): string | null {
  const at = value.lastIndexOf('@');
  if (at <= 0) return null;
  const domain = value.slice(at + 1).toLowerCase();
  if (domain === '' || domains.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of domains) {
    const distance = editDistance(domain, candidate, EMAIL_SUGGESTION_DISTANCE);
    if (distance <= EMAIL_SUGGESTION_DISTANCE && (best === null || distance < best.distance))
      best = { domain: candidate, distance };
  }
  return best ? `${value.slice(0, at)}@${best.domain}` : null;
}
