/**
 * The state of a product listing as it lives in the address (min_price, max_price, orderby, the layered-navigation
 * filter names and their query types) and as the listing API receives it. Isomorphic: the client reads and writes its
 * URL with it, the server validates its query with it, so a parameter that one side accepts the other accepts too.
 */

import type { Minor } from './money';

export const ORDER_BY = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type OrderBy = (typeof ORDER_BY)[number];
export const DEFAULT_ORDER_BY: OrderBy = 'menu_order';

export const QUERY_TYPES = ['and', 'or'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];
/** Layered navigation matches every chosen term unless the address says 'or' (as the spec's widgets do). */
export const DEFAULT_QUERY_TYPE: QueryType = 'and';

export const FILTER_PREFIX = 'filter_';
export const QUERY_TYPE_PREFIX = 'query_type_';

export const LISTING_LIMITS = {
  /** Longest search text accepted, in characters. */
  searchLength: 100,
  /** Attributes filtered at once, and terms chosen in one attribute. */
  attributes: 10,
  termsPerAttribute: 20,
  /** Highest page number an address may ask for. */
  page: 10_000,
  /** Highest price bound, in whole dirhams. */
  price: 10_000_000,
  /** Page sizes the API accepts. */
  perPage: 100,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 64;
/** A price in the address: whole dirhams, or dirhams with one or two decimals ('120', '120.5', '120.50'). */
const PRICE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export interface AttributeFilter {
  attribute: string;
  /** Term slugs, in the order the shopper chose them; never empty. */
  terms: string[];
  queryType: QueryType;
}

export interface ListingFilters {
  orderby: OrderBy;
  /** Price bounds in minor units, inclusive; null when not set. */
  minPrice: Minor | null;
  maxPrice: Minor | null;
  /** Sorted by attribute slug, so equal states serialise to equal addresses. */
  attributes: AttributeFilter[];
  /** Search text, trimmed; '' when not searching. */
  s: string;
}

export const EMPTY_FILTERS: ListingFilters = {
  orderby: DEFAULT_ORDER_BY,
  minPrice: null,
  maxPrice: null,
  attributes: [],
  s: '',
};

export type ListingParamErrorCode =
  'invalid_value' | 'invalid_format' | 'too_large' | 'too_long' | 'too_many' | 'less_than_min';

export interface ListingParamError {
  /** The address parameter at fault, as written: 'min_price', 'filter_colour', 'query_type_size'… */
  param: string;
  code: ListingParamErrorCode;
}

export type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function entries(source: ParamSource): Array<[string, string]> {
  if (source instanceof URLSearchParams) return [...source.entries()];
  return Object.entries(source).flatMap(([k, v]) =>
    v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]],
  );
}

function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG.test(value);
}

/** '120.5' → 12050 (minor units), without float arithmetic; null when malformed or too large. */
export function parsePrice(text: string): Minor | { error: ListingParamErrorCode } {
  const match = PRICE.exec(text.trim());
  if (!match) return { error: 'invalid_format' };
  const whole = Number(match[1]);
  if (whole > LISTING_LIMITS.price) return { error: 'too_large' };
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** 12050 → '120.5'; 12000 → '120' (the address keeps the shortest exact form). */
export function formatPriceParam(amount: Minor): string {
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * Reads listing filters from an address query. Parameters it does not know (utm_*, page…) are ignored; every known
 * one that is malformed is reported with its name, and left out of `filters`. A repeated parameter uses its last
 * value, as a form submission would.
 */
export function parseListingParams(source: ParamSource): { filters: ListingFilters; errors: ListingParamError[] } {
  const values = new Map<string, string>();
  for (const [key, value] of entries(source)) values.set(key, value);
  const errors: ListingParamError[] = [];
  const filters: ListingFilters = { ...EMPTY_FILTERS, attributes: [] };

  const orderby = values.get('orderby');
  if (orderby !== undefined && orderby !== '') {
    if ((ORDER_BY as readonly string[]).includes(orderby)) filters.orderby = orderby as OrderBy;
    else errors.push({ param: 'orderby', code: 'invalid_value' });
  }

  for (const param of ['min_price', 'max_price'] as const) {
    const raw = values.get(param);
    if (raw === undefined || raw === '') continue;
    const parsed = parsePrice(raw);
    if (typeof parsed === 'number') filters[param === 'min_price' ? 'minPrice' : 'maxPrice'] = parsed;
    else errors.push({ param, code: parsed.error });
  }
  if (filters.minPrice !== null && filters.maxPrice !== null && filters.maxPrice < filters.minPrice) {
    errors.push({ param: 'max_price', code: 'less_than_min' });
    filters.maxPrice = null;
  }

  const s = values.get('s');
  if (s !== undefined) {
    const trimmed = s.trim().replace(/\s+/g, ' ');
    if (trimmed.length > LISTING_LIMITS.searchLength) errors.push({ param: 's', code: 'too_long' });
    else filters.s = trimmed;
  }

  const attributes = new Map<string, AttributeFilter>();
  for (const [key, raw] of values) {
    if (!key.startsWith(FILTER_PREFIX)) continue;
    const attribute = key.slice(FILTER_PREFIX.length);
    if (!isSlug(attribute)) {
      errors.push({ param: key, code: 'invalid_value' });
      continue;
    }
    if (raw.trim() === '') continue;
    const terms = [
      ...new Set(
        raw
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (terms.length > LISTING_LIMITS.termsPerAttribute) errors.push({ param: key, code: 'too_many' });
    else if (!terms.every(isSlug)) errors.push({ param: key, code: 'invalid_format' });
    else attributes.set(attribute, { attribute, terms, queryType: DEFAULT_QUERY_TYPE });
  }
  if (attributes.size > LISTING_LIMITS.attributes) {
    errors.push({ param: FILTER_PREFIX, code: 'too_many' });
    attributes.clear();
  }
  for (const [key, raw] of values) {
    if (!key.startsWith(QUERY_TYPE_PREFIX)) continue;
    if (!(QUERY_TYPES as readonly string[]).includes(raw)) {
      errors.push({ param: key, code: 'invalid_value' });
      continue;
    }
    const filter = attributes.get(key.slice(QUERY_TYPE_PREFIX.length));
    if (filter) filter.queryType = raw as QueryType;
  }
  filters.attributes = [...attributes.values()].sort((a, b) => a.attribute.localeCompare(b.attribute));
  return { filters, errors };
}

/**
 * Writes listing filters as address parameters, leaving defaults out so that the plain listing has a clean address.
 * The order is fixed (orderby, prices, filters by attribute, s), so one state has one address.
 */
export function listingParams(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.orderby !== DEFAULT_ORDER_BY) params.set('orderby', filters.orderby);
  if (filters.minPrice !== null) params.set('min_price', formatPriceParam(filters.minPrice));
  if (filters.maxPrice !== null) params.set('max_price', formatPriceParam(filters.maxPrice));
  for (const f of [...filters.attributes].sort((a, b) => a.attribute.localeCompare(b.attribute))) {
    if (f.terms.length === 0) continue;
    params.set(`${FILTER_PREFIX}${f.attribute}`, f.terms.join(','));
    if (f.queryType !== DEFAULT_QUERY_TYPE) params.set(`${QUERY_TYPE_PREFIX}${f.attribute}`, f.queryType);
  }
  if (filters.s !== '') params.set('s', filters.s);
  return params;
}

/** True when the shopper has narrowed the listing (sorting does not count: it hides nothing). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.minPrice !== null || filters.maxPrice !== null || filters.attributes.some((f) => f.terms.length > 0);
}

/** Toggles one term of an attribute; 'single' replaces the attribute's choice (single-choice lists). */
export function toggleTerm(
  filters: ListingFilters,
  attribute: string,
  term: string,
  mode: 'single' | 'multiple' = 'multiple',
): ListingFilters {
  const current = filters.attributes.find((f) => f.attribute === attribute);
  const chosen = current?.terms ?? [];
  const terms = chosen.includes(term)
    ? chosen.filter((t) => t !== term)
    : mode === 'single'
      ? [term]
      : [...chosen, term];
  const others = filters.attributes.filter((f) => f.attribute !== attribute);
  const next =
    terms.length > 0 ? [...others, { attribute, terms, queryType: current?.queryType ?? DEFAULT_QUERY_TYPE }] : others;
  return { ...filters, attributes: next.sort((a, b) => a.attribute.localeCompare(b.attribute)) };
}

/** Page count for a total; an empty listing still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
