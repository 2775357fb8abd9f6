import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, directionOf, isLocale, negotiateLocale } from '../../../src/domain/locales';

describe('locales', () => {
  it('lists fr, en and ar with fr as default', () => {
    expect(LOCALES).toEqual(['fr', 'en', 'ar']);
    expect(DEFAULT_LOCALE).toBe('fr');
  });

  it('recognises only our locales', () => {
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('gives Arabic a right-to-left direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('negotiateLocale', () => {
  it('prefers a valid stored choice over the header', () => {
    expect(negotiateLocale('en-GB,en;q=0.9', 'ar')).toBe('ar');
  });

  it('ignores an invalid stored choice', () => {
    expect(negotiateLocale('en', 'de')).toBe('en');
  });

  it('honours q-values rather than header order', () => {
    expect(negotiateLocale('fr;q=0.4, ar;q=0.9, en;q=0.5')).toBe('ar');
  });

  it('keeps header order for equal q-values', () => {
    expect(negotiateLocale('en, fr')).toBe('en');
  });

  it('matches on the primary subtag', () => {
    expect(negotiateLocale('ar-MA,de;q=0.8')).toBe('ar');
  });

  it('skips languages we do not have and ranges with q=0', () => {
    expect(negotiateLocale('de-DE, en;q=0, ar;q=0.2')).toBe('ar');
  });

  it('falls back to fr', () => {
    expect(negotiateLocale(undefined)).toBe('fr');
    expect(negotiateLocale('')).toBe('fr');
    expect(negotiateLocale('de, es;q=0.5')).toBe('fr');
    expect(negotiateLocale('*')).toBe('fr');
    expect(negotiateLocale('en;q=abc')).toBe('fr');
  });
});
