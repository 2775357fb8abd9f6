import { createContext, useContext } from 'react';
import type { Locale } from '@domain/locales';

export const LocaleContext = createContext<Locale>('fr');

/** The locale of the current page (the first path segment). */
export function useLocale(): Locale {
  return useContext(LocaleContext);
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
