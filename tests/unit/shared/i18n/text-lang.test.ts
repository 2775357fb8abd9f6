import { describe, expect, it } from 'vitest';
import { textLangProps } from '@shared/i18n/locale-context';

describe('textLangProps', () => {
  it("marks a text written in another language than the page's with that language and a direction read from it", () => {
    expect(textLangProps('fr', 'ar')).toEqual({ lang: 'fr', dir: 'auto' });
    expect(textLangProps('fr', 'en')).toEqual({ lang: 'fr', dir: 'auto' });
    expect(textLangProps('ar', 'fr')).toEqual({ lang: 'ar', dir: 'auto' });
  });

  it("marks nothing when the text is in the page's language or its language is not known", () => {
    expect(textLangProps('ar', 'ar')).toBeUndefined();
    expect(textLangProps('fr', 'fr')).toBeUndefined();
    expect(textLangProps(null, 'ar')).toBeUndefined();
  });
});
