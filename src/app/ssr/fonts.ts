import type { Locale } from '@domain/locales';
import interLatin500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import { firstScreenFont } from '@theme/font-preload';

/**
 * The font files a locale's first screen needs, preloaded from the head: its body text's, and for fr and en the
 * menu's medium weight too. A wide header's menu fills its row: a fallback a pixel narrower or wider than Inter
 * would wrap it differently, and the swap would move the page.
 */
export function fontPreloads(locale: Locale): string[] {
  return locale === 'ar' ? [firstScreenFont(locale)] : [firstScreenFont(locale), interLatin500];
}
