import { describe, expect, it } from 'vitest';
import { toggleTerm } from '@domain/listing';
import {
  activeFilterCount,
  activeFilters,
  categoryCount,
  clearFilters,
  filterTerms,
  holdsCurrent,
  labelValue,
  minorToInput,
  priceBounds,
  removeActiveFilter,
  setPriceRange,
  setTerms,
  wholeDirhams,
} from '@features/catalogue/model/filters';
import { bowls, categories, colour, facets, filters, material } from './fixtures';

describe('filter model', () => {
  it('rounds the price bounds outward to whole dirhams, by integers', () => {
    expect(priceBounds({ min: 9_950, max: 45_020 })).toEqual({ min: 99, max: 451 });
    expect(priceBounds({ min: 10_000, max: 10_000 })).toEqual({ min: 100, max: 101 });
    expect(wholeDirhams(12_001, 'up')).toBe(121);
    expect(wholeDirhams(12_099, 'down')).toBe(120);
    expect(minorToInput(12_050)).toBe('120.5');
    expect(minorToInput(12_005)).toBe('120.05');
    expect(minorToInput(null)).toBe('');
  });

  it('drops a price bound set at its end of the slider, so the address stays clean', () => {
    const bounds = { min: 99, max: 451 };
    expect(setPriceRange(filters(), 9_900, 45_100, bounds)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(setPriceRange(filters(), 15_000, 30_000, bounds)).toMatchObject({ minPrice: 15_000, maxPrice: 30_000 });
    expect(setPriceRange(filters(), 15_000, null, null)).toMatchObject({ minPrice: 15_000, maxPrice: null });
  });

  it('toggles terms: each term in a multiple-choice list, one at a time in a single-choice list', () => {
    let f = toggleTerm(filters(), 'colour', 'blue');
    f = toggleTerm(f, 'colour', 'green');
    expect(f.attributes).toEqual([{ attribute: 'colour', terms: ['blue', 'green'], queryType: 'and' }]);
    expect(toggleTerm(f, 'colour', 'blue').attributes[0]?.terms).toEqual(['green']);
    expect(toggleTerm(f, 'colour', 'saffron', 'single').attributes[0]?.terms).toEqual(['saffron']);
    expect(toggleTerm(toggleTerm(filters(), 'size', 'l', 'single'), 'size', 'l', 'single').attributes).toEqual([]);
  });

  it('sets a whole choice keeping the query type, and removes the attribute when empty', () => {
    const f = filters({ attributes: [{ attribute: 'material', terms: ['clay'], queryType: 'or' }] });
    expect(setTerms(f, 'material', ['clay', 'wool', 'clay']).attributes).toEqual([
      { attribute: 'material', terms: ['clay', 'wool'], queryType: 'or' },
    ]);
    expect(setTerms(f, 'material', []).attributes).toEqual([]);
    expect(setTerms(f, 'colour', ['blue']).attributes.map((a) => a.attribute)).toEqual(['colour', 'material']);
  });

  it('lists the active filters with their names, price first, and removes one or all', () => {
    const f = filters({
      minPrice: 10_000,
      maxPrice: 40_000,
      attributes: [
        { attribute: 'colour', terms: ['blue', 'gone'], queryType: 'and' },
        { attribute: 'material', terms: ['clay'], queryType: 'and' },
      ],
      s: 'tea',
    });
    const items = activeFilters(facets, f);
    expect(items.map((i) => (i.kind === 'price' ? 'price' : `${i.attributeName}: ${i.termName}`))).toEqual([
      'price',
      'Colour: Blue',
      'Colour: gone',
      'Material: Clay',
    ]);
    expect(activeFilterCount(f)).toBe(4);
    expect(removeActiveFilter(f, items[0]!)).toMatchObject({ minPrice: null, maxPrice: null });
    expect(removeActiveFilter(f, items[1]!).attributes[0]?.terms).toEqual(['gone']);
    expect(clearFilters(f)).toEqual(filters({ s: 'tea' }));
  });

  it('searches term names ignoring case and accents', () => {
    expect(filterTerms(material.terms, 'ecru').map((t) => t.name)).toEqual(['Écru cotton']);
    expect(filterTerms(material.terms, ' C ').length).toBe(3);
    expect(filterTerms(colour.terms, '')).toBe(colour.terms);
    expect(filterTerms([{ slug: 'a', name: 'أَزْرَق', swatch: null, count: 1 }], 'ازرق')).toHaveLength(1);
  });

  it('labels a value in the locale’s typography', () => {
    expect(labelValue('en', 'Colour', 'Blue')).toBe('Colour: Blue');
    expect(labelValue('fr', 'Couleur', 'Bleu')).toBe('Couleur\u202f: Bleu');
  });

  it('counts categories under the filters, else their plain count, and finds the current branch', () => {
    expect(categoryCount(facets, categories[0]!)).toBe(30);
    expect(categoryCount(facets, categories[2]!)).toBe(14);
    expect(holdsCurrent(categories[0]!, bowls)).toBe(true);
    expect(holdsCurrent(categories[1]!, bowls)).toBe(false);
    expect(holdsCurrent(categories[0]!, null)).toBe(false);
  });
});
