import { type ListingFilters, type ListingParamError, pageCount, parseListingParams } from '@domain/listing';
import type { Locale } from '@domain/locales';
import type { StoreSettings } from '@domain/settings';
import type { Db } from '../../db/client';
import { type FieldError, HttpProblem } from '../../http/problems';
import type { CategoryNode, Home, ListingPage } from './schemas';
import { type CatalogueMeta, ancestorsOf, loadCatalogueMeta, subtreeIds } from './repository/meta';
import { listingKey, memoise } from './cache';
import { listingFacets } from './repository/facets';
import { countAndIds } from './repository/page';
import type { ListingQuery } from './repository/query';
import { type ValidUntil, featuredProductIds, productCards } from './repository/cards';
import { categoryTree } from './repository/categories';
import { loadSettings } from '../settings/service';
import { SUGGEST_BELOW, logSearch, searchQuery, suggestQuery } from '../search/repository';

const MESSAGES: Record<ListingParamError['code'], string> = {
  invalid_value: 'Not one of the accepted values.',
  invalid_format: 'Malformed value.',
  too_large: 'Value too large.',
  too_long: 'Too long.',
  too_many: 'Too many values.',
  less_than_min: 'Must not be less than min_price.',
};

export const invalidParameters = (errors: FieldError[]) =>
  new HttpProblem(400, 'invalid_parameter', 'The listing address has invalid parameters.', { errors });

/** Ids no row has: an unknown term chosen in an address matches no product (rather than failing the page). */
const NO_TERM = -1;

/**
 * Resolves attribute filters against the catalogue. An unknown attribute is bad input (the address names something
 * the shop does not have); an unknown term of a known attribute only matches nothing, so an old link still opens.
 */
export function resolveAttributes(
  meta: CatalogueMeta,
  filters: ListingFilters,
): { resolved: ListingQuery['attributes']; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const resolved: ListingQuery['attributes'] = [];
  for (const f of filters.attributes) {
    const attribute = meta.attributeBySlug.get(f.attribute);
    if (!attribute) {
      errors.push({
        field: `query.filter_${f.attribute}`,
        code: 'invalid_value',
        message: `No attribute '${f.attribute}'.`,
      });
      continue;
    }
    const termIds = f.terms.map((slug) => attribute.terms.find((t) => t.slug === slug)?.id ?? NO_TERM);
    resolved.push({ attribute, termSlugs: f.terms, termIds, queryType: f.queryType });
  }
  return { resolved, errors };
}

export const toFieldErrors = (errors: ListingParamError[]): FieldError[] =>
  errors.map((e) => ({ field: `query.${e.param}`, code: e.code, message: MESSAGES[e.code] }));

export function findCategory(meta: CatalogueMeta, slug: string | undefined) {
  if (slug === undefined || slug === '') return null;
  const category = meta.categoryBySlug.get(slug);
  if (!category) {
    throw new HttpProblem(404, 'category_not_found', `No category '${slug}'.`, {
      errors: [{ field: 'query.category', code: 'not_found', message: 'No such category.' }],
    });
  }
  return category;
}

/**
 * The categories and attributes by slug, reused for `cacheMs` (see cache.ts): a dozen milliseconds on PGlite, the
 * same for every request of a locale, and changed only with the catalogue.
 */
export const catalogueMeta = (db: Db, locale: Locale, cacheMs = 0): Promise<CatalogueMeta> =>
  memoise(db, JSON.stringify(['meta', locale]), cacheMs, () => loadCatalogueMeta(db, locale));

/** The store settings, reused like the catalogue's meta: they change behind the shop's back only (SQL). */
export const shopSettings = (db: Db, cacheMs = 0): Promise<StoreSettings> =>
  memoise(db, JSON.stringify(['settings']), cacheMs, () => loadSettings(db));

export async function buildQuery(
  db: Db,
  locale: Locale,
  meta: CatalogueMeta,
  filters: ListingFilters,
  categoryIds: number[] | null,
  cacheMs = 0,
): Promise<ListingQuery> {
  const { resolved, errors } = resolveAttributes(meta, filters);
  if (errors.length > 0) throw invalidParameters(errors);
  // A text's tsqueries depend on the text search configuration alone: reused like the listing's totals.
  const search =
    filters.s === ''
      ? null
      : await memoise(db, JSON.stringify(['tsquery', locale, filters.s]), cacheMs, () =>
          searchQuery(db, locale, filters.s),
        );
  return {
    locale,
    categoryIds,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    attributes: resolved,
    tsquery: search?.rank ?? null,
    tsmatch: search?.match ?? null,
    searchMatchesNothing: filters.s !== '' && search === null,
  };
}

export interface ListingRequest {
  locale: Locale;
  category?: string | undefined;
  page: number;
  perPage: number;
  /** The raw query: parseListingParams reads orderby, prices, filters and s from it. */
  params: Record<string, string | string[] | undefined>;
  /** How long totals and facets may be reused (see cache.ts); 0: always counted. */
  cacheMs?: number;
  /** Learns when a price shown may change (a sale starting or ending). */
  valid?: ValidUntil;
}

/** One page of a category (or the whole shop), filtered, sorted and searched, with its facets. */
export async function listingPage(db: Db, request: ListingRequest): Promise<ListingPage> {
  const { filters, errors } = parseListingParams(request.params);
  if (errors.length > 0) throw invalidParameters(toFieldErrors(errors));
  const cacheMs = request.cacheMs ?? 0;
  const meta = await catalogueMeta(db, request.locale, cacheMs);
  const category = findCategory(meta, request.category);
  const subtree = category ? subtreeIds(meta, category.id) : null;
  const q = await buildQuery(db, request.locale, meta, filters, subtree, cacheMs);
  // A search is sorted by relevance unless the shopper picked an order.
  const orderGiven = typeof request.params.orderby === 'string' && request.params.orderby !== '';
  const order = q.tsquery !== null && !orderGiven ? 'relevance' : filters.orderby;
  const offset = (request.page - 1) * request.perPage;
  const [{ total, ids, moreThanTotal }, facets] = await Promise.all([
    countAndIds(db, q, order, request.perPage, offset, cacheMs),
    memoise(db, listingKey('facets', q), cacheMs, () => listingFacets(db, q, meta)),
  ]);
  const pages = pageCount(total, request.perPage);
  if (request.page > pages) {
    throw new HttpProblem(404, 'page_out_of_range', `This listing has ${pages} page(s).`, {
      errors: [{ field: 'query.page', code: 'out_of_range', message: `At most ${pages}.` }],
    });
  }
  const searching = filters.s !== '';
  const [items, suggestion] = await Promise.all([
    productCards(db, ids, request.locale, new Date(), request.valid, cacheMs),
    searching && total < SUGGEST_BELOW ? suggestQuery(db, request.locale, filters.s) : Promise.resolve(null),
  ]);
  return {
    page: request.page,
    perPage: request.perPage,
    total,
    moreThanTotal,
    pageCount: pages,
    items,
    category: category
      ? {
          id: category.id,
          slug: category.slug,
          name: category.name,
          description: category.description,
          ancestors: ancestorsOf(meta, category).map((c) => ({ slug: c.slug, name: c.name })),
        }
      : null,
    facets,
    suggestion,
  };
}

/**
 * Logs the search a listing request submits, when it is a search's first page: it feeds the popular keywords (later
 * pages and the live popup do not). Per request, whether the answer was kept or read.
 */
export async function logSubmittedSearch(
  db: Db,
  request: Pick<ListingRequest, 'locale' | 'page' | 'params'>,
  total: number,
): Promise<void> {
  if (request.page !== 1) return;
  const { filters } = parseListingParams(request.params);
  if (filters.s !== '') await logSearch(db, request.locale, filters.s, total);
}

/** How many featured products the home page shows. */
const FEATURED_COUNT = 8;

/** The category tree, ordered by position, with product counts. */
export const categories = (db: Db, locale: Locale): Promise<CategoryNode[]> => categoryTree(db, locale);

/** The home page: the top-level category tiles and the featured products. */
export async function homePage(db: Db, locale: Locale, valid?: ValidUntil): Promise<Home> {
  const [tree, ids] = await Promise.all([categoryTree(db, locale), featuredProductIds(db, FEATURED_COUNT)]);
  return {
    categories: tree.map(({ id, slug, name, image, productCount }) => ({ id, slug, name, image, productCount })),
    featured: await productCards(db, ids, locale, new Date(), valid),
  };
}
