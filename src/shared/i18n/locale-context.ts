import { createContext, useContext } from 'react';
import type { Locale } from '@domain/locales';

export const LocaleContext = createContext<Locale>('fr');

/** The locale of the current page (the first path segment). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The `lang` to mark words written in `written` with: none when it is the page's own language. */
export function useLangOf(written: Locale): Locale | undefined {
  return written === useLocale() ? undefined : written;
}

/** Builds an address inside the current locale: `/catalogue` → `/fr/catalogue`. */
export function localePath(locale: Locale, path = '/'): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `/${locale}${clean === '/' ? '/' : clean}`;
}

export function useLocalePath(): (path?: string) => string {
  const locale = useLocale();
  return (path = '/') => localePath(locale, path);
}
