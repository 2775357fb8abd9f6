import type { Category } from '@entities/category/api';
/**
 * Pure rules of the listing's filter widgets: price bounds in whole dirhams, term choice, the active-filter list, the
 * dropdown's search, the category tree. No React: the widgets and their tests share these. Filters themselves are the
 * address's state (domain/listing.ts); nothing here reads the address.
 */
import { DEFAULT_QUERY_TYPE, LISTING_LIMITS, type ListingFilters } from '@domain/listing';
import type { Minor } from '@domain/money';
import type { ListingCategory, ListingFacets, TermFacet } from './listing-types';

/** A list of this many terms or more becomes a dropdown with a search box. */
export const SEARCHABLE_MIN_TERMS = 5;
/** Colours are chosen by sight: their swatches stay in view up to this many, where a search box would hide them. */
export const SEARCHABLE_MIN_COLOURS = 16;

/** Whether a facet's terms are searched in a dropdown rather than listed. */
export const isSearchableFacet = (facet: { type: 'select' | 'colour'; terms: readonly unknown[] }): boolean =>
  facet.terms.length >= (facet.type === 'colour' ? SEARCHABLE_MIN_COLOURS : SEARCHABLE_MIN_TERMS);
/** Longest text the dropdown's search box keeps before asking to delete characters (no term name is this long). */
export const TERM_QUERY_MAX = 40;

export type ChoiceMode = 'single' | 'multiple';

const MINOR_PER_DIRHAM = 100;

/** Whole dirhams of an amount, rounded down or up, by integer remainder (no float division of money). */
export function wholeDirhams(amount: Minor, rounding: 'down' | 'up'): number {
  const cents = ((amount % MINOR_PER_DIRHAM) + MINOR_PER_DIRHAM) % MINOR_PER_DIRHAM;
  const down = (amount - cents) / MINOR_PER_DIRHAM;
  return rounding === 'up' && cents > 0 ? down + 1 : down;
}

/** The slider's range in whole dirhams, rounded outward so the cheapest and dearest products stay inside it. */
export function priceBounds(price: { min: Minor; max: Minor }): { min: number; max: number } {
  const min = wholeDirhams(price.min, 'down');
  const max = wholeDirhams(price.max, 'up');
  // One price for every product: a slider still needs two distinct ends.
  return { min, max: max > min ? max : min + 1 };
}

export const dirhamsToMinor = (dirhams: number): Minor => dirhams * MINOR_PER_DIRHAM;

/** Minor units to the number shown in a dirham input: '120', '120.5' (exact; no float arithmetic on the amount). */
export function minorToInput(amount: Minor | null): string {
  if (amount === null) return '';
  const cents = amount % MINOR_PER_DIRHAM;
  const whole = String((amount - cents) / MINOR_PER_DIRHAM);
  return cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * Sets the price range. A bound at (or past) its end of the slider is no filter at all, so dragging a thumb back
 * to its end clears it and the address stays clean.
 */
export function setPriceRange(
  filters: ListingFilters,
  min: Minor | null,
  max: Minor | null,
  bounds: { min: number; max: number } | null,
): ListingFilters {
  const low = bounds && min !== null && min <= dirhamsToMinor(bounds.min) ? null : min;
  const high = bounds && max !== null && max >= dirhamsToMinor(bounds.max) ? null : max;
  return { ...filters, minPrice: low, maxPrice: high };
}

export function clearPrice(filters: ListingFilters): ListingFilters {
  return { ...filters, minPrice: null, maxPrice: null };
}

/** Clears every narrowing filter; sorting and the search text are not filters the bar lists, so they stay. */
export function clearFilters(filters: ListingFilters): ListingFilters {
  return { ...filters, minPrice: null, maxPrice: null, attributes: [] };
}

export function chosenTerms(filters: ListingFilters, attribute: string): string[] {
  return filters.attributes.find((f) => f.attribute === attribute)?.terms ?? [];
}

/** Replaces an attribute's chosen terms (the dropdown reports its whole value), keeping its query type. */
export function setTerms(filters: ListingFilters, attribute: string, terms: string[]): ListingFilters {
  const current = filters.attributes.find((f) => f.attribute === attribute);
  const others = filters.attributes.filter((f) => f.attribute !== attribute);
  const unique = [...new Set(terms)].slice(0, LISTING_LIMITS.termsPerAttribute);
  const next =
    unique.length > 0
      ? [...others, { attribute, terms: unique, queryType: current?.queryType ?? DEFAULT_QUERY_TYPE }]
      : others;
  return { ...filters, attributes: next.sort((a, b) => a.attribute.localeCompare(b.attribute)) };
}

export function removeTerm(filters: ListingFilters, attribute: string, term: string): ListingFilters {
  return setTerms(
    filters,
    attribute,
    chosenTerms(filters, attribute).filter((t) => t !== term),
  );
}

/** What the 'Filters' button counts: the price range as one filter, and each chosen term. */
export function activeFilterCount(filters: ListingFilters): number {
  const price = filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0;
  return price + filters.attributes.reduce((sum, f) => sum + f.terms.length, 0);
}

export type ActiveFilter =
  | { kind: 'price'; key: string; min: Minor | null; max: Minor | null }
  | { kind: 'term'; key: string; attribute: string; attributeName: string; term: string; termName: string };

/**
 * The active-filters bar's items, in a stable order: price first, then terms in the order the shopper chose them.
 * Names come from the facets; a chosen term the facets do not know (an old address) shows its slug.
 */
export function activeFilters(facets: ListingFacets, filters: ListingFilters): ActiveFilter[] {
  const items: ActiveFilter[] = [];
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    items.push({ kind: 'price', key: 'price', min: filters.minPrice, max: filters.maxPrice });
  }
  for (const filter of filters.attributes) {
    const facet = facets.attributes.find((a) => a.slug === filter.attribute);
    for (const term of filter.terms) {
      items.push({
        kind: 'term',
        key: `${filter.attribute}:${term}`,
        attribute: filter.attribute,
        attributeName: facet?.name ?? filter.attribute,
        term,
        termName: facet?.terms.find((t) => t.slug === term)?.name ?? term,
      });
    }
  }
  return items;
}

export function removeActiveFilter(filters: ListingFilters, item: ActiveFilter): ListingFilters {
  return item.kind === 'price' ? clearPrice(filters) : removeTerm(filters, item.attribute, item.term);
}

/** Case- and accent-insensitive form, so 'ecru' finds 'Écru' and Arabic matches with or without short vowels. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLocaleLowerCase()
    .trim();
}

/** Terms whose name contains the query (anywhere: shoppers type 'blue' for 'Navy blue'). */
export function filterTerms(terms: TermFacet[], query: string): TermFacet[] {
  const folded = fold(query);
  if (folded === '') return terms;
  return terms.filter((term) => fold(term.name).includes(folded));
}

/** 'Colour: Blue'. French puts a narrow no-break space before the colon; the names are data, not messages. */
export function labelValue(locale: string, label: string, value: string): string {
  return locale === 'fr' ? `${label}\u202f: ${value}` : `${label}: ${value}`;
}

/** A category's product count under the current filters, or its plain count when the listing did not give one. */
export function categoryCount(facets: ListingFacets, category: Category): number {
  return facets.categories.find((c) => c.slug === category.slug)?.count ?? category.productCount;
}

/** True when the branch is the current category or one of its ancestors: the branch starts expanded. */
export function holdsCurrent(branch: Category, current: ListingCategory | null): boolean {
  if (!current) return false;
  return branch.slug === current.slug || current.ancestors.some((a) => a.slug === branch.slug);
}
