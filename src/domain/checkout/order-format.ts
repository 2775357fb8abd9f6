/**
 * How the shop writes an order's date and countries, in the browser and in its e-mails alike: Moroccan conventions
 * (day before month, Latin digits in Arabic, as the shop writes every number) and the shop's clock, so the server
 * and the browser write the same date.
 */
import type { Locale } from '../locales';

export const ORDER_INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr-MA', en: 'en-GB', ar: 'ar-MA-u-nu-latn' };
/**
 * The shop's clock: UTC+01:00 all year (IANA writes the fixed zone with the sign reversed). Not Africa/Casablanca,
 * which drops to UTC+00:00 during Ramadan.
 */
export const SHOP_TIME_ZONE = 'Etc/GMT-1';

/** The order's date ('14 mars 2025'), in the locale; the text itself when it is not a date. */
export function orderDate(iso: string | Date, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  return new Intl.DateTimeFormat(ORDER_INTL_LOCALES[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(
    date,
  );
}

/** A country's name in the locale ('Maroc', 'المغرب'); the code itself if the runtime does not know it. */
export function countryName(code: string, locale: Locale): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([ORDER_INTL_LOCALES[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
