import { describe, expect, it } from 'vitest';
import { LOCALE_ROUTES, matchPage } from '@app/router';
import { LOCALES } from '@domain/locales';
import { RESERVED_SEGMENTS, categoryPath, contentPath, homePath, productPath, shopPath } from '@domain/page-paths';

// The server's sitemap builds its addresses with these: each must be the page the route table gives it.
describe('page paths against the route table', () => {
  it.each(LOCALES)('builds each public page of %s as the router matches it, with a trailing slash', (locale) => {
    const cases = [
      [homePath(locale), 'home', {}],
      [shopPath(locale), 'listing', {}],
      [categoryPath(locale, 'handmade-mugs'), 'listing', { slug: 'handmade-mugs' }],
      [productPath(locale, 'blue-mug'), 'product', { slug: 'blue-mug' }],
      [contentPath(locale, 'about-us'), 'content', { slug: 'about-us' }],
    ] as const;
    for (const [path, page, params] of cases) {
      expect(path.startsWith(`/${locale}/`) && path.endsWith('/'), path).toBe(true);
      const match = matchPage(path);
      expect(match.page, path).toBe(page);
      expect(match.params, path).toMatchObject(params);
    }
  });

  it('keeps a slug one segment', () => {
    expect(productPath('fr', 'a/b c')).toBe('/fr/product/a%2Fb%20c/');
    expect(matchPage(productPath('fr', 'a/b')).page).toBe('product');
  });

  it('reserves exactly the single segments the router gives to pages other than content pages', () => {
    const fixed = LOCALE_ROUTES.flatMap((route) =>
      'path' in route && /^[^:/*]+$/.test(route.path) ? [route.path] : [],
    );
    expect(new Set(fixed)).toEqual(RESERVED_SEGMENTS);
    for (const segment of RESERVED_SEGMENTS) expect(matchPage(contentPath('fr', segment)).page).not.toBe('content');
  });
});
