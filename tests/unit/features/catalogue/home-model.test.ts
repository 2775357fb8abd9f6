import { describe, expect, it } from 'vitest';
import { splitSwatches, swatchBackground, toHomeCatalogue } from '@features/catalogue/model/home';
import { product } from './fixtures';

describe('home catalogue model', () => {
  it('caps the featured row at eight and fills missing lists', () => {
    const featured = Array.from({ length: 11 }, (_, i) => product(i));
    expect(toHomeCatalogue({ featured }).featured.map((p) => p.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(toHomeCatalogue(null)).toEqual({ categories: [], featured: [] });
  });

  it('splits swatches into four shown and the count of the rest', () => {
    const colours = Array.from({ length: 6 }, (_, i) => ({ slug: `c${i}`, name: `C${i}`, swatch: null }));
    expect(splitSwatches(colours).shown).toHaveLength(4);
    expect(splitSwatches(colours).hidden).toBe(2);
    expect(splitSwatches(colours.slice(0, 3)).hidden).toBe(0);
  });

  it('paints a colour swatch with its colour; a picture swatch has no background (its lazy image draws it)', () => {
    expect(swatchBackground('#1d3f8a')).toEqual({ backgroundColor: '#1d3f8a' });
    expect(swatchBackground('/media/swatch wool.webp')).toEqual({});
    expect(swatchBackground(null)).toEqual({});
  });
});
