import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogue } from '@app/i18n-catalogue';
import { precompileMessages } from '../../../vite-plugins/precompiled-messages';

const locales = ['en', 'fr', 'ar'] as const;

/** A sample value for every argument a message uses: numbers where it counts or formats them. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 3;
    else if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    else if (element.type === TYPE.tag) values[element.value] = (chunks: unknown[]) => `<${chunks.join('')}>`;
    else if (element.type === TYPE.argument) values[element.value] ??= 'x';
    if ('options' in element) for (const option of Object.values(element.options)) sampleValues(option.value, values);
    if ('children' in element) sampleValues(element.children, values);
  }
  return values;
}

describe('pre-compiled messages (production build)', () => {
  it('format exactly as the same messages parsed at run time, in every locale', () => {
    for (const locale of locales) {
      // What the build ships goes through JSON: it must survive the round trip.
      const precompiled = JSON.parse(JSON.stringify(precompileMessages(catalogue[locale]))) as Record<string, MessageFormatElement[]>;
      expect(Object.keys(precompiled)).toEqual(Object.keys(catalogue[locale]));
      for (const [id, text] of Object.entries(catalogue[locale])) {
        const ast = precompiled[id] ?? [];
        const values = sampleValues(ast);
        expect(new IntlMessageFormat(ast, locale).format(values), `${locale}:${id}`).toEqual(
          new IntlMessageFormat(text, locale).format(values),
        );
      }
    }
  });
});

describe('message parts (what the production build downloads)', () => {
  it('put every message in the shell’s part or in groups, never in both, and a message shared by groups alike', async () => {
    const { catalogueParts } = await import('@app/i18n-catalogue');
    const { shell, ...groups } = catalogueParts;
    for (const locale of locales) {
      const seen = new Map<string, string>(Object.entries(shell[locale]));
      for (const [part, messages] of Object.entries(groups)) {
        for (const [key, text] of Object.entries(messages[locale])) {
          // The product form and the cart drawer both need the cart's problems and the quantity field's words.
          expect(key in shell[locale], `${key} in the shell and in ${part}`).toBe(false);
          if (seen.has(key)) expect(text, `${key} differs in ${part}`).toBe(seen.get(key));
          seen.set(key, text);
        }
      }
      expect([...seen.keys()].sort()).toEqual(Object.keys(catalogue[locale]).sort());
    }
  });
});
