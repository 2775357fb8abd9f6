import { describe, expect, it } from 'vitest';
import { liveQuery, moveActive, searchResultsHref, toLiveResults } from '@features/search/model/search';
import { flattenCategories } from '@features/search/model/categories';

describe('search model', () => {
  it('sends a live query only when s is not empty and has the minimum length', () => {
    expect(liveQuery('', 3)).toBeNull();
    expect(liveQuery('   ', 3)).toBeNull();
    expect(liveQuery('ta', 3)).toBeNull();
    expect(liveQuery(' ta ', 3)).toBeNull();
    expect(liveQuery('tag', 3)).toBe('tag');
    expect(liveQuery('  blue   bowl ', 3)).toBe('blue bowl');
  });

  it('goes to the shop, or the chosen category, with s in the query', () => {
    expect(searchResultsHref('fr', ' théière ', '')).toBe('/fr/shop/?s=th%C3%A9i%C3%A8re');
    expect(searchResultsHref('ar', 'طاجين', 'tagines')).toBe('/ar/category/tagines/?s=%D8%B7%D8%A7%D8%AC%D9%8A%D9%86');
  });

  it('moves through the results with wrapping, and stays in the field when there are none', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(0, 3, 'End')).toBe(2);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });

  it('drops malformed cards and keeps the total the server counted', () => {
    const price = { regular: 100, sale: null, min: 100, max: 100 };
    const results = toLiveResults({
      s: 'mug',
      total: 14,
      items: [
        { id: 1, slug: 'a', name: 'A', price, image: null },
        { id: 2, name: 'no slug', price },
      ],
      suggestion: '',
    });
    expect(results.hits.map((h) => h.slug)).toEqual(['a']);
    expect(results.total).toBe(14);
    expect(results.suggestion).toBeNull();
    expect(results.moreThanTotal).toBe(false);
    expect(toLiveResults(null)).toEqual({ s: '', total: 0, moreThanTotal: false, hits: [], suggestion: null });
  });

  it("keeps the server's word that more products match than the total (its ranking window)", () => {
    expect(toLiveResults({ s: 'mug', total: 1000, moreThanTotal: true, items: [] })).toMatchObject({
      total: 1000,
      moreThanTotal: true,
    });
    expect(toLiveResults({ s: 'mug', total: 1000, moreThanTotal: 'yes', items: [] }).moreThanTotal).toBe(false);
  });

  it('flattens the category tree depth first for the select', () => {
    const tree = [
      { slug: 'ceramics', name: 'Ceramics', children: [{ slug: 'bowls', name: 'Bowls', children: [] }] },
      { slug: 'rugs', name: 'Rugs', children: [] },
    ];
    expect(flattenCategories(tree)).toEqual([
      { slug: 'ceramics', name: 'Ceramics', depth: 0 },
      { slug: 'bowls', name: 'Bowls', depth: 1 },
      { slug: 'rugs', name: 'Rugs', depth: 0 },
    ]);
  });
});
