import type { Locale } from '@domain/locales';
import english from './generated/en.source.json' with { type: 'json' };
import french from './lang/fr.json' with { type: 'json' };
import arabic from './lang/ar.json' with { type: 'json' };

/**
 * Every message of the shop as ICU text, per locale: English as `formatjs extract` found it in the code (each
 * descriptor's `defaultMessage`), French and Arabic as translated. The shop itself loads the compiled messages
 * (src/app/locale-resources.ts); tests, stories and the harness read messages here to find elements by their text.
 */
export const messageTexts: Record<Locale, Record<string, string>> = {
  en: Object.fromEntries(Object.entries(english).map(([id, message]) => [id, message.defaultMessage])),
  fr: french,
  ar: arabic,
};
