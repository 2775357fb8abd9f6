import type { Locale } from '@domain/locales';

/** The comma between the items of a list: Arabic has its own (،). */
export const listSeparator = (locale: Locale): string => (locale === 'ar' ? '، ' : ', ');

/** 'Label: value' pairs as one line, as each language writes them (French puts a narrow space before the colon). */
export function attributeList(locale: Locale, pairs: readonly { label: string; value: string }[]): string {
  const colon = locale === 'fr' ? '\u202f: ' : ': ';
  return pairs.map((pair) => `${pair.label}${colon}${pair.value}`).join(listSeparator(locale));
}
