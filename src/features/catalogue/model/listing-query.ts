import { LISTING_LIMITS, listingParams, type ListingFilters } from '@domain/listing';
import type { Locale } from '@domain/locales';
import { categoryPath, shopPath } from '@domain/page-paths';

/**
 * What one listing request asks for. The filters travel as their canonical query string (one state, one
 * string), so RTK Query's cache key is the full query: back and forward find the exact listing again.
 */
export interface ListingRequest {
  locale: Locale;
  /** Category slug, or null for the shop (every product). */
  category: string | null;
  page: number;
  perPage: number;
  /** `listingParams(filters).toString()`: orderby, prices, filter_*, query_type_*, s. */
  params: string;
}

export function listingRequest(
  locale: Locale,
  category: string | null,
  page: number,
  perPage: number,
  filters: ListingFilters,
): ListingRequest {
  return { locale, category, page, perPage, params: listingParams(filters).toString() };
}

/** The API address of a request, under the base query's `/api`. */
export function listingApiUrl(request: ListingRequest): string {
  const query = new URLSearchParams({ locale: request.locale });
  if (request.category) query.set('category', request.category);
  query.set('page', String(request.page));
  query.set('per_page', String(request.perPage));
  for (const [key, value] of new URLSearchParams(request.params)) query.set(key, value);
  return `/catalogue/listing?${query.toString()}`;
}

/** The `/page/:page` segment: a page number, a first page to redirect away from, or nonsense (not found). */
export type PageSegment = { kind: 'page'; page: number } | { kind: 'first-page' } | { kind: 'invalid' };

export function parsePageSegment(raw: string | undefined): PageSegment {
  if (raw === undefined) return { kind: 'page', page: 1 };
  // Digits only, no leading zero: '/page/04' or '/page/4.0' would be a second address for the same page.
  if (!/^[1-9]\d{0,5}$/.test(raw)) return { kind: 'invalid' };
  const page = Number(raw);
  if (page > LISTING_LIMITS.page) return { kind: 'invalid' };
  return page === 1 ? { kind: 'first-page' } : { kind: 'page', page };
}

/** The listing's path in a locale, WordPress style (trailing slash): '/fr/shop/', '/fr/category/mugs/page/4/'. */
export function listingPath(locale: Locale, category: string | null, page = 1): string {
  const base = category ? categoryPath(locale, category) : shopPath(locale);
  return page > 1 ? `${base}page/${page}/` : base;
}

/** The full address of a listing state, in a locale: path, page and the canonical query. */
export function listingHref(
  locale: Locale,
  category: string | null,
  page: number,
  params: URLSearchParams | string,
): string {
  const query = params.toString();
  return `${listingPath(locale, category, page)}${query ? `?${query}` : ''}`;
}

/**
 * The address parameters the API refused (400 invalid_parameter names them 'query.min_price'), as the shopper's
 * address spells them; parameters the client itself sends (locale, page, per_page) are not the shopper's.
 */
export function refusedParams(fields: ReadonlyArray<{ field: string }>): string[] {
  const own = new Set(['locale', 'category', 'page', 'per_page']);
  const names = fields.map((f) => f.field.replace(/^query\./, '')).filter((name) => name !== '' && !own.has(name));
  return [...new Set(names)];
}
