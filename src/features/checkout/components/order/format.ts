/** What the order-received view writes from the order's raw values: dates, countries, states, phone links. */
import { stateName } from '@domain/address';
import type { Locale } from '@domain/locales';

/**
 * Moroccan conventions, as the order e-mail writes them: day before month, Latin digits in Arabic (as the shop writes
 * every number), the shop's clock, so the server and the browser render the same date.
 */
const INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr-MA', en: 'en-GB', ar: 'ar-MA-u-nu-latn' };
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

/** The order's date ('14 mars 2025'), in the locale. */
export function orderDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(date);
}

/** A country's name in the locale ('Maroc', 'المغرب'); the code itself if the runtime does not know it. */
export function countryName(code: string, locale: Locale): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A state as written: a listed code by its name in the locale ('macas' → 'الدار البيضاء'), free text as typed. */
export function stateText(country: string, state: string, locale: Locale): string {
  if (!state) return '';
  return stateName(country, state, locale) ?? state;
}

/** A phone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}
