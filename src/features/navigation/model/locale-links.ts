import { LOCALES, isLocale, type Locale } from '@domain/locales';

/** Each language is named in itself, so a shopper finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page in another locale: the first path segment is the locale; path, query and hash are kept. */
export function switchLocaleHref(target: Locale, { pathname, search, hash }: LocationParts): string {
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  const rest = isLocale(segments[1]) ? segments.slice(2) : segments.slice(1);
  const tail = rest.join('/');
  return `/${target}/${tail}${search}${hash}`;
}

export function languageLinks(current: Locale, location: LocationParts) {
  return LOCALES.map((locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    href: switchLocaleHref(locale, location),
    current: locale === current,
  }));
}

/** The stored language choice, read by the server's `/` redirect: one year, whole site. */
export const LOCALE_COOKIE = { name: 'locale', days: 365, path: '/' } as const;
