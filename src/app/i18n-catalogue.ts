import type { Locale } from '@domain/locales';
import english from '../i18n/generated/en.source.json' with { type: 'json' };
import french from '../i18n/lang/fr.json' with { type: 'json' };
import arabic from '../i18n/lang/ar.json' with { type: 'json' };

/**
 * Every message of the shop as ICU text, per locale: English as `formatjs extract` found it in the code (each
 * descriptor's `defaultMessage`), French and Arabic as translated. The shop itself loads the compiled catalogues
 * (locale-resources.ts); tests, stories and the harness read messages here to find elements by their text.
 */
export const catalogue: Record<Locale, Record<string, string>> = {
  en: Object.fromEntries(Object.entries(english).map(([id, message]) => [id, message.defaultMessage])),
  fr: french,
  ar: arabic,
};
