import { useState, type ReactElement } from 'react';
import { vi } from 'vitest';
import type { Category } from '@entities/category/api';
import { EMPTY_FILTERS, type ListingFilters } from '@domain/listing';
import type { AttributeFacet, ListingCategory, ListingFacets } from '@features/catalogue/model/listing-types';

export const colour: AttributeFacet = {
  slug: 'colour',
  name: 'Colour',
  type: 'colour',
  terms: [
    { slug: 'blue', name: 'Blue', swatch: '#1d3f8a', count: 12 },
    { slug: 'green', name: 'Green', swatch: '#1e6b4f', count: 1 },
    { slug: 'saffron', name: 'Saffron', swatch: '#d9a21b', count: 4 },
  ],
};

export const material: AttributeFacet = {
  slug: 'material',
  name: 'Material',
  type: 'select',
  terms: ['Clay', 'Cedar wood', 'Écru cotton', 'Leather', 'Brass', 'Wool'].map((name, i) => ({
    slug: name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z ]/g, '')
      .replace(/ /g, '-'),
    name,
    swatch: null,
    count: i + 2,
  })),
};

export const facets: ListingFacets = {
  price: { min: 9_950, max: 45_020 },
  attributes: [colour, material],
  categories: [
    { slug: 'ceramics', count: 30 },
    { slug: 'bowls', count: 7 },
  ],
};

const leaf = (id: number, slug: string, name: string, productCount: number): Category => ({
  id,
  slug,
  name,
  description: '',
  image: null,
  productCount,
  children: [],
});

export const categories: Category[] = [
  {
    ...leaf(1, 'ceramics', 'Ceramics', 70),
    children: [leaf(2, 'handmade-mugs', 'Handmade Mugs', 40), leaf(3, 'bowls', 'Bowls', 16)],
  },
  { ...leaf(4, 'leather', 'Leather', 24), children: [leaf(5, 'bags', 'Bags', 12)] },
  leaf(6, 'lanterns', 'Lanterns', 14),
];

export const bowls: ListingCategory = {
  id: 3,
  slug: 'bowls',
  name: 'Bowls',
  description: '',
  ancestors: [{ slug: 'ceramics', name: 'Ceramics' }],
};

export const categoryHref = (slug: string | null) =>
  slug ? `/en/category/${slug}/?min_price=100` : '/en/shop/?min_price=100';

export function filters(overrides: Partial<ListingFilters> = {}): ListingFilters {
  return { ...EMPTY_FILTERS, attributes: [], ...overrides };
}

/** A page's part: holds the filters as the address would, and reports each change. */
export function Controlled({
  initial,
  children,
}: {
  initial: ListingFilters;
  children(filters: ListingFilters, onChange: (next: ListingFilters) => void): ReactElement;
}) {
  const [state, setState] = useState(initial);
  return children(state, (next) => {
    onChangeSpy(next);
    setState(next);
  });
}
export const onChangeSpy = vi.fn<(next: ListingFilters) => void>();

/** Makes `useMediaQuery` see a viewport of the given width (jsdom has no matchMedia), with reduced motion. */
export function setViewportWidth(width: number) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return true;
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
