import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement, type PluralElement } from '@formatjs/icu-messageformat-parser';

/* The compiled catalogues the shop formats (npm run i18n, run by the unit project's global setup). */
const compiled = (locale: string) =>
  JSON.parse(readFileSync(join(process.cwd(), `src/i18n/generated/${locale}.json`), 'utf8')) as Record<
    string,
    MessageFormatElement[]
  >;
const catalogues = { en: compiled('en'), fr: compiled('fr'), ar: compiled('ar') };
/** The shop formats Arabic with Latin digits (app/providers/LocaleProviders.tsx). */
const INTL_LOCALE = { en: 'en', fr: 'fr', ar: 'ar-u-nu-latn' } as const;
const COUNTS = [0, 1, 2, 3, 11, 100];

function plurals(elements: MessageFormatElement[], found: PluralElement[] = []): PluralElement[] {
  for (const element of elements) {
    if (element.type === TYPE.plural && element.pluralType === 'cardinal') found.push(element);
    if ('options' in element) for (const option of Object.values(element.options)) plurals(option.value, found);
    if ('children' in element) plurals(element.children, found);
  }
  return found;
}

/** A plural's forms by category (`=0`, an exact match some messages add, is not a form). */
const forms = (plural: PluralElement) =>
  Object.keys(plural.options)
    .filter((key) => !key.startsWith('='))
    .sort();

/** The message with each plural reduced to the branch formatting must pick: the exact match, else the category's. */
function reduced(elements: MessageFormatElement[], count: number, category: string): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.plural && element.pluralType === 'cardinal') {
      const branch = element.options[`=${count}`] ?? element.options[category] ?? element.options.other!;
      return { ...element, options: { other: { ...branch, value: reduced(branch.value, count, category) } } };
    }
    if (element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: reduced(option.value, count, category) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag) return { ...element, children: reduced(element.children, count, category) };
    return element;
  });
}

/** A value for every argument: the count under test for plurals, the first branch of a select, text otherwise. */
function values(elements: MessageFormatElement[], count: number, out: Record<string, unknown> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) out[element.value] = count;
    else if (element.type === TYPE.select) out[element.value] ??= Object.keys(element.options)[0];
    else if (element.type === TYPE.tag) out[element.value] = (chunks: unknown[]) => chunks.join('');
    else if (element.type === TYPE.argument) out[element.value] ??= 'x';
    if ('options' in element) for (const option of Object.values(element.options)) values(option.value, count, out);
    if ('children' in element) values(element.children, count, out);
  }
  return out;
}

const pluralMessages = (locale: keyof typeof catalogues) =>
  Object.entries(catalogues[locale]).filter(([, ast]) => plurals(ast).length > 0);

describe('ICU plurals', () => {
  it('are used by the shop (counts, stock, results)', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) expect(pluralMessages(locale).length, locale).toBeGreaterThan(5);
  });

  it('give every Arabic plural its six forms: zero, one, two, few, many and other', () => {
    for (const [id, ast] of pluralMessages('ar')) {
      for (const plural of plurals(ast)) {
        // Arabic's `zero` is exactly n = 0 (CLDR), so an exact `=0` branch is that form under another name.
        const covered = new Set(forms(plural));
        if ('=0' in plural.options) covered.add('zero');
        expect([...covered].sort(), id).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
      }
    }
  });

  it('give English and French plurals their one and other forms', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const [id, ast] of pluralMessages(locale)) {
        for (const plural of plurals(ast)) {
          expect(forms(plural), `${locale}:${id}`).toEqual(['one', 'other']);
        }
      }
    }
  });

  it('pick the form of each count in its locale: 0, 1, 2, 3, 11 and 100', () => {
    expect(COUNTS.map((n) => new Intl.PluralRules('ar').select(n))).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const rules = new Intl.PluralRules(INTL_LOCALE[locale]);
      for (const [id, ast] of pluralMessages(locale)) {
        for (const count of COUNTS) {
          const args = values(ast, count);
          const text = new IntlMessageFormat(ast, INTL_LOCALE[locale]).format(args);
          const expected = new IntlMessageFormat(reduced(ast, count, rules.select(count)), INTL_LOCALE[locale]).format(
            args,
          );
          expect(text, `${locale}:${id} with ${count}`).toEqual(expected);
        }
      }
    }
  });

  it('write the count with Latin digits in Arabic', () => {
    const ast = catalogues.ar['cart.button.name']!;
    expect(new IntlMessageFormat(ast, INTL_LOCALE.ar).format({ count: 11 })).toMatch(/11/);
  });
});
