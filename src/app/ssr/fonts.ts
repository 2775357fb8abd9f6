import type { Locale } from '@domain/locales';
import { firstScreenFont } from '@theme/font-preload';

/** The font files a locale's first screen needs, preloaded from the head. */
export function fontPreloads(locale: Locale): string[] {
  return [firstScreenFont(locale)];
}
