import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue } from '@app/i18n-catalogue';
import { defineMessages, mergeCatalogues } from '@shared/i18n/catalogue';

const locales = ['en', 'fr', 'ar'] as const;

describe('message catalogues', () => {
  it('has every key in every locale', () => {
    const keys = new Set(locales.flatMap((l) => Object.keys(catalogue[l])));
    for (const locale of locales) {
      const missing = [...keys].filter((k) => !(k in catalogue[locale]));
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it('has no empty message, and French and Arabic are translated rather than copied', () => {
    for (const locale of locales) {
      for (const [key, text] of Object.entries(catalogue[locale])) expect(text.trim(), `${locale}:${key}`).not.toBe('');
    }
    const arabicScript = /[\u0600-\u06FF]/;
    const untranslated = Object.entries(catalogue.ar).filter(([, text]) => !arabicScript.test(text));
    expect(untranslated.map(([k]) => k)).toEqual([]);
  });

  it('parses every message with ICU in its own locale and uses the same placeholders', () => {
    // The arguments a message uses, wherever they stand (inside plural and select branches too).
    const argumentsOf = (elements: MessageFormatElement[], found = new Set<string>()): Set<string> => {
      for (const element of elements) {
        if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) found.add(element.value);
        if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        if ('children' in element) argumentsOf(element.children, found);
      }
      return found;
    };
    const placeholders = (text: string) => argumentsOf(parse(text));
    for (const locale of locales) {
      for (const [key, text] of Object.entries(catalogue[locale])) {
        expect(() => new IntlMessageFormat(text, locale), `${locale}:${key}`).not.toThrow();
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(catalogue.en[key] ?? ''));
      }
    }
  });

  it('refuses a key defined by two features', () => {
    const a = defineMessages({ en: { x: 'a' }, fr: { x: 'a' }, ar: { x: 'أ' } });
    expect(() => mergeCatalogues(a, a)).toThrow(/Duplicate message key "x"/);
  });

  it('applies Arabic plural rules (six forms)', () => {
    const forms = new Intl.PluralRules('ar');
    expect([0, 1, 2, 3, 11, 100].map((n) => forms.select(n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});
