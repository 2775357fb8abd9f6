/**
 * The one font file a page's first screen cannot do without, for the server-rendered HTML to preload:
 * `<link rel="preload" as="font" type="font/woff2" crossorigin href="…">` (a font is always fetched in CORS mode, so
 * a preload without `crossorigin` would be fetched twice). The regular weight of the locale's script: body text,
 * which is most of what the first screen draws; the other weights and subsets load on demand (fonts.css), behind
 * metric-compatible fallbacks.
 *
 * The `?url` imports give the URL of the very file fonts.css refers to: the built, hashed asset in production (Vite
 * emits one file for both), the dev server's path otherwise.
 */
import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import notoSansArabic400 from './generated/noto-sans-arabic-core-400.woff2?url';
import type { Locale } from '@domain/locales';

/** URL of the font file the first screen needs: Latin Inter 400 for fr/en, Arabic Noto Sans Arabic 400 for ar. */
export function firstScreenFont(locale: Locale): string {
  return locale === 'ar' ? notoSansArabic400 : interLatin400;
}

/** The attributes of that preload link, as React (or any HTML writer) takes them. */
export function firstScreenFontPreload(locale: Locale) {
  return {
    rel: 'preload',
    href: firstScreenFont(locale),
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  } as const;
}
