import type { Category } from '@entities/category/api';
/**
 * Data and helpers shared by the filter stories (not a story file): a small hand-made facets object per locale,
 * built from the listing API's contract types, with the real category tree and names of the fixtures.
 */
import { useState, type ReactElement } from 'react';
import { EMPTY_FILTERS, type ListingFilters } from '@domain/listing';
import type { Locale } from '@domain/locales';
import type {
  AttributeFacet,
  ListingCategory,
  ListingFacets,
  TermFacet,
} from '@features/catalogue/model/listing-types';

import { fixture } from '../../../../tests/support/fixtures/routes';

const terms = (names: string[], slugs: string[], counts: number[], swatches?: string[]): TermFacet[] =>
  names.map((name, i) => ({ slug: slugs[i]!, name, swatch: swatches?.[i] ?? null, count: counts[i]! }));

const COLOUR_NAMES: Record<Locale, [string, string[]]> = {
  en: ['Colour', ['Indigo', 'Saffron', 'Terracotta', 'Mint']],
  fr: ['Couleur', ['Indigo', 'Safran', 'Terre cuite', 'Menthe']],
  ar: ['اللون', ['نيلي', 'زعفراني', 'طيني', 'نعناعي']],
};
const MATERIAL_NAMES: Record<Locale, [string, string[]]> = {
  en: ['Material', ['Clay', 'Cedar wood', 'Brass', 'Leather', 'Wool', 'Cotton', 'Glass']],
  fr: ['Matière', ['Argile', 'Bois de cèdre', 'Laiton', 'Cuir', 'Laine', 'Coton', 'Verre']],
  ar: ['المادة', ['طين', 'خشب الأرز', 'نحاس أصفر', 'جلد', 'صوف', 'قطن', 'زجاج']],
};
const SIZE_NAMES: Record<Locale, [string, string[]]> = {
  en: ['Size', ['Small', 'Medium', 'Large']],
  fr: ['Taille', ['Petit', 'Moyen', 'Grand']],
  ar: ['الحجم', ['صغير', 'متوسط', 'كبير']],
};

/** Colours of the swatches: catalogue data (like the API's '#rrggbb'), not design tokens. */
const SWATCHES = ['#26307a', '#e0a526', '#b4532a', '#7fc8a9'];

export function colourFacet(locale: Locale): AttributeFacet {
  const [name, names] = COLOUR_NAMES[locale];
  return {
    slug: 'colour',
    name,
    type: 'colour',
    terms: terms(names, ['indigo', 'saffron', 'terracotta', 'mint'], [12, 1, 7, 3], SWATCHES),
  };
}

export function materialFacet(locale: Locale): AttributeFacet {
  const [name, names] = MATERIAL_NAMES[locale];
  const slugs = ['clay', 'cedar-wood', 'brass', 'leather', 'wool', 'cotton', 'glass'];
  return { slug: 'material', name, type: 'select', terms: terms(names, slugs, [31, 6, 9, 24, 12, 8, 2]) };
}

export function sizeFacet(locale: Locale): AttributeFacet {
  const [name, names] = SIZE_NAMES[locale];
  return { slug: 'size', name, type: 'select', terms: terms(names, ['small', 'medium', 'large'], [14, 20, 5]) };
}

export function categoryTree(locale: Locale): Category[] {
  return structuredClone(fixture<Category[]>('catalogue/categories', locale));
}

export function storyFacets(locale: Locale): ListingFacets {
  const counts = (nodes: Category[]): Array<{ slug: string; count: number }> =>
    nodes.flatMap((n) => [{ slug: n.slug, count: Math.ceil(n.productCount / 2) }, ...counts(n.children)]);
  return {
    price: { min: 9_950, max: 120_000 },
    attributes: [colourFacet(locale), materialFacet(locale), sizeFacet(locale)],
    categories: counts(categoryTree(locale)),
  };
}

/** The 'Bowls' category page of the fixtures, in a locale (a child of 'Ceramics'). */
export function bowlsCategory(locale: Locale): ListingCategory {
  const ceramics = categoryTree(locale).find((c) => c.slug === 'ceramics')!;
  const bowls = ceramics.children.find((c) => c.slug === 'bowls')!;
  return {
    id: bowls.id,
    slug: bowls.slug,
    name: bowls.name,
    description: '',
    ancestors: [{ slug: ceramics.slug, name: ceramics.name }],
  };
}

export const categoryHref = (locale: Locale) => (slug: string | null) =>
  slug ? `/${locale}/category/${slug}/` : `/${locale}/shop/`;

export function storyFilters(overrides: Partial<ListingFilters> = {}): ListingFilters {
  return { ...EMPTY_FILTERS, attributes: [], ...overrides };
}

export const SEVERAL_FILTERS = storyFilters({
  minPrice: 10_000,
  maxPrice: 40_000,
  attributes: [
    { attribute: 'colour', terms: ['indigo', 'terracotta'], queryType: 'and' },
    { attribute: 'material', terms: ['clay'], queryType: 'and' },
  ],
});

/** Holds the filters as the listing page's address would, so a story reacts to its own widgets. */
export function Controlled({
  initial,
  children,
}: {
  initial: ListingFilters;
  children(filters: ListingFilters, onChange: (next: ListingFilters) => void): ReactElement;
}) {
  const [filters, setFilters] = useState(initial);
  return children(filters, setFilters);
}
