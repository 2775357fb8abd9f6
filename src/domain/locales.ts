/**
 * Locales of the shop and how a visitor's locale is chosen.
 * Isomorphic: used by the server (the `/` redirect) and by the client (the language switcher).
 */

export const LOCALES = ['fr', 'en', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

interface LanguageRange {
  tag: string;
  q: number;
  order: number;
}

/** Parses an Accept-Language header into ranges with q > 0, best first (ties keep header order). */
function parseAcceptLanguage(header: string): LanguageRange[] {
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key === 'q' && value !== undefined) {
        const parsed = Number(value);
        // A malformed q-value makes the range unusable rather than preferred.
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    if (q > 0) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * Picks the locale for a visitor: a valid stored choice wins, then the best Accept-Language range whose primary
 * subtag is one of ours (`ar-MA` → `ar`), then the default. `*` matches nothing in particular, so it yields the default.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined, stored?: string | null): Locale {
  if (isLocale(stored)) return stored;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const range of parseAcceptLanguage(acceptLanguage)) {
    const primary = range.tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
