import type { Locale } from '@domain/locales';
import interLatin500 from '@fontsource/inter/files/inter-latin-500-normal.woff2?url';
import interLatin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import arabic500 from '@theme/generated/noto-sans-arabic-core-500.woff2?url';
import arabic700 from '@theme/generated/noto-sans-arabic-core-700.woff2?url';
import { firstScreenFont } from '@theme/font-preload';

/**
 * The font files a locale's first screen draws with, preloaded from the head: the regular, medium (menu, buttons) and
 * bold (headings, prices) weights of its script, and in Arabic the Latin ones too (digits, prices, product codes).
 * Found by layout instead, each would be fetched at the highest priority after the first style pass and hold the
 * first paint back; preloaded, they start with the document and the text is drawn in a metric-compatible fallback
 * until they arrive. A wide header's menu fills its row, so a fallback a pixel narrower or wider than Inter would wrap
 * it differently, and the swap would move the page: the medium weight is never late.
 */
export function fontPreloads(locale: Locale): string[] {
  const latin = [firstScreenFont('fr'), interLatin500, interLatin700];
  return locale === 'ar' ? [firstScreenFont('ar'), arabic500, arabic700, ...latin] : latin;
}
