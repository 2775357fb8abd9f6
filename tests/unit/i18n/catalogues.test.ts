import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * The catalogues against the code: English is what `formatjs extract` finds in src/ (written by `npm run i18n`, which
 * the unit project's global setup runs); French and Arabic are the translators' files, keyed by the same ids.
 */
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8')) as T;

const extracted = readJson<Record<string, { defaultMessage: string }>>('src/i18n/generated/en.source.json');
const english = Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage]));
const translations = {
  fr: readJson<Record<string, string>>('src/i18n/lang/fr.json'),
  ar: readJson<Record<string, string>>('src/i18n/lang/ar.json'),
};
const all = { en: english, ...translations };
const locales = ['en', 'fr', 'ar'] as const;

/** The arguments a message uses, wherever they stand (inside plural and select branches and tags too). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound) found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}
const sorted = (set: Set<string>) => [...set].sort();

describe('message catalogues', () => {
  it('extracts the messages from the code', () => {
    expect(Object.keys(english).length).toBeGreaterThan(300);
  });

  for (const [locale, messages] of Object.entries(translations)) {
    it(`${locale}.json translates every message of the code, and nothing else`, () => {
      const missing = Object.keys(english).filter((id) => !(id in messages));
      const unused = Object.keys(messages).filter((id) => !(id in english));
      expect(missing, `missing in ${locale}.json`).toEqual([]);
      expect(unused, `in ${locale}.json but not in the code`).toEqual([]);
    });
  }

  it('parses every message with ICU, and every locale uses the same arguments as English', () => {
    for (const locale of locales) {
      for (const [id, text] of Object.entries(all[locale])) {
        expect(() => new IntlMessageFormat(text, locale), `${locale}:${id}`).not.toThrow();
        expect(sorted(argumentsOf(parse(text))), `${locale}:${id}`).toEqual(
          sorted(argumentsOf(parse(english[id] ?? ''))),
        );
      }
    }
  });

  it('has no empty message, and Arabic is translated rather than copied', () => {
    for (const locale of locales) {
      for (const [id, text] of Object.entries(all[locale])) expect(text.trim(), `${locale}:${id}`).not.toBe('');
    }
    const arabicScript = /[\u0600-\u06FF]/;
    expect(
      Object.entries(translations.ar)
        .filter(([, text]) => !arabicScript.test(text))
        .map(([id]) => id),
    ).toEqual([]);
  });

  it('compiles each locale to one AST catalogue with the same messages, formatting as the ICU text does', () => {
    for (const locale of locales) {
      const compiled = readJson<Record<string, MessageFormatElement[]>>(`src/i18n/generated/${locale}.json`);
      expect(Object.keys(compiled).sort(), locale).toEqual(Object.keys(english).sort());
      for (const [id, ast] of Object.entries(compiled)) {
        expect(ast, `${locale}:${id}`).toEqual(parse(all[locale][id]!));
      }
    }
  });
});
