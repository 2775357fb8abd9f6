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

/** What marks a text written in another language than the page's: its language, its direction read from the text. */
export interface TextLangProps {
  lang: Locale;
  dir: 'auto';
}

/**
 * The props of the element holding a text written in `written` (a product's name or description sent in the default
 * locale when it has no translation): none when it is the page's own language or unknown (null).
 */
export function textLangProps(written: Locale | null, page: Locale): TextLangProps | undefined {
  return written === null || written === page ? undefined : { lang: written, dir: 'auto' };
}

/** textLangProps in the current page's locale; spread it on the element: `<h1 {...useTextLang(p.textLocale)}>`. */
export function useTextLang(written: Locale | null): TextLangProps | undefined {
  return textLangProps(written, useLocale());
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
