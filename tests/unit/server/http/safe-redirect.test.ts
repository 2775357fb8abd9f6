import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../../server/http/safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of the shop, resolved', () => {
    expect(safeRedirect('/fr/my-account/')).toBe('/fr/my-account/');
    expect(safeRedirect('/ar/%D9%85%D9%86%D8%AA%D8%AC/?q=1#top')).toBe('/ar/%D9%85%D9%86%D8%AA%D8%AC/?q=1#top');
    expect(safeRedirect('/fr/shop/../cart/')).toBe('/fr/cart/');
  });

  it('refuses anything a browser or a router could read as another site', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      '/./..//evil.example/x',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/fr/%0d%0aLocation:%20x',
      'https://evil.example/',
      'evil.example',
      '/%E0%A4%A',
      '',
      undefined,
    ]) {
      expect(safeRedirect(hostile), String(hostile)).toBe('');
    }
  });
});
