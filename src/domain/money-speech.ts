import { toDecimalString, type Minor } from './money';

const SPEECH_LOCALES: Record<string, string> = { fr: 'fr', en: 'en', ar: 'ar-u-nu-latn' };

/**
 * How a price is read aloud: '1 234,50 dirhams marocains', '1,234.50 Moroccan dirhams',
 * '1,234.50 درهم مغربي'. The visible 'د.م.1,234.50' reads badly in a screen reader, so the
 * accessible text is the currency's name in the shopper's language. Intl receives an exact
 * decimal string, never a float.
 */
export function spokenPrice(amount: Minor, locale: string, currency = 'MAD'): string {
  const format = new Intl.NumberFormat(SPEECH_LOCALES[locale] ?? locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'name',
  });
  return format.format(toDecimalString(amount) as unknown as number);
}

/** A foreign-currency amount for display ('11,36 €'), from minor units, exact. */
export function displayForeign(amount: Minor, locale: string, currency: string): string {
  const format = new Intl.NumberFormat(SPEECH_LOCALES[locale] ?? locale, { style: 'currency', currency });
  return format.format(toDecimalString(amount) as unknown as number);
}
