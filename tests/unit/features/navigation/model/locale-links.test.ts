import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, languageLinks, switchLocaleHref } from '@features/navigation/model/locale-links';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('switchLocaleHref', () => {
  it('replaces the locale segment and keeps path, query and hash', () => {
    expect(switchLocaleHref('ar', at('/fr/category/bowls/', '?orderby=price&page=2', '#reviews'))).toBe(
      '/ar/category/bowls/?orderby=price&page=2#reviews',
    );
  });

  it.each([
    ['/fr/', '/en/'],
    ['/fr', '/en/'],
    ['/ar/shop', '/en/shop'],
    ['/en/cart/', '/en/cart/'],
  ])('%s → %s', (pathname, expected) => {
    expect(switchLocaleHref('en', at(pathname))).toBe(expected);
  });

  it('adds the locale to an address that has none', () => {
    expect(switchLocaleHref('fr', at('/'))).toBe('/fr/');
    expect(switchLocaleHref('fr', at('/shop/'))).toBe('/fr/shop/');
  });

  it('only treats a real locale as the locale segment', () => {
    expect(switchLocaleHref('fr', at('/de/shop/'))).toBe('/fr/de/shop/');
  });
});

describe('languageLinks', () => {
  it('lists fr, en and ar, each named in its own language, marking the current one', () => {
    expect(languageLinks('ar', at('/ar/shop/'))).toEqual([
      { locale: 'fr', name: 'Français', href: '/fr/shop/', current: false },
      { locale: 'en', name: 'English', href: '/en/shop/', current: false },
      { locale: 'ar', name: 'العربية', href: '/ar/shop/', current: true },
    ]);
    expect(LANGUAGE_NAMES.ar).toBe('العربية');
  });
});
