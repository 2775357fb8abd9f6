import { STORE_CURRENCY, toDecimalString, type Minor } from './money';

const SPEECH_LOCALES: Record<string, string> = { fr: 'fr', en: 'en', ar: 'ar-u-nu-latn' };

/**
 * One formatter per locale, currency and display, made once: building one is far dearer than using it, and a page
 * formats several prices on every choice (at 4× CPU slowdown, new formatters took about 11 ms of each swatch click).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string, currencyDisplay: 'name' | 'symbol'): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(SPEECH_LOCALES[locale] ?? locale, { style: 'currency', currency, currencyDisplay });
    formatters.set(key, format);
  }
  return format;
}

/**
 * How a price is read aloud: '1 234,50 dirhams marocains', '1,234.50 Moroccan dirhams',
 * '1,234.50 درهم مغربي'. The visible 'د.م.1,234.50' reads badly in a screen reader, so the
 * accessible text is the currency's name in the shopper's language. Intl receives an exact
 * decimal string, never a float.
 */
export function spokenPrice(amount: Minor, locale: string, currency = STORE_CURRENCY): string {
  return currencyFormat(locale, currency, 'name').format(toDecimalString(amount) as unknown as number);
}

/** A foreign-currency amount for display ('11,36 €'), from minor units, exact. */
export function displayForeign(amount: Minor, locale: string, currency: string): string {
  return currencyFormat(locale, currency, 'symbol').format(toDecimalString(amount) as unknown as number);
}
