/**
 * A listing API for stories and tests, answering like the server from its real answers (tests/support/fixtures:
 * 'catalogue/listing:handmade-mugs-1' and '-4', 'shop-1', 'ceramics-filtered', per locale). Pages the fixtures do
 * not hold are made from them: the same facets and category, the fixture's products repeated with ids of their
 * own. It answers 404 'category_not_found' and 'page_out_of_range', 400 'invalid_parameter' naming the field, and
 * an empty search with a 'did you mean'. Not a story file.
 */
import { isLocale, type Locale } from '@domain/locales';
import { hasActiveFilters, parseListingParams } from '@domain/listing';
import type { Category } from '@entities/category/api';
import type { ProductCardData } from '@features/catalogue/model/types';
import type { ListingCategory, ListingPage } from '@features/catalogue/model/listing-types';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockAnswer, MockRoute } from '../../tests/support/mock-fetch';
import api from '../../tests/support/fixtures/api.json';

/** A search that finds nothing, and what the server suggests instead. */
export const MISSPELT_SEARCH = 'tajin';
export const SUGGESTED_SEARCH = 'tagine';
/** The fixture with filters: Ceramics in majorelle blue or terracotta, 50–400 MAD. */
export const FILTERED_CERAMICS_QUERY =
  'min_price=50&max_price=400&filter_colour=majorelle-blue,terracotta&query_type_colour=or';

function findCategory(
  tree: Category[],
  slug: string,
  ancestors: Category[] = [],
): (ListingCategory & { productCount: number }) | null {
  for (const node of tree) {
    if (node.slug === slug) {
      const { id, name, description, productCount } = node;
      return {
        id,
        slug,
        name,
        description,
        productCount,
        ancestors: ancestors.map((a) => ({ slug: a.slug, name: a.name })),
      };
    }
    const found = findCategory(node.children, slug, [...ancestors, node]);
    if (found) return found;
  }
  return null;
}

const realKey = (key: string) => `catalogue/listing:${key}`;
const hasFixture = (key: string) => realKey(key) in (api as Record<string, unknown>);

/** Product `n` (1-based) of a made-up page: the source page's products, repeated with ids and slugs of their own. */
function repeatedProduct(items: ProductCardData[], n: number): ProductCardData {
  const base = items[(n - 1) % items.length]!;
  return { ...base, id: 100_000 + n, slug: `${base.slug}-${n}` };
}

export interface ListingFixtureOptions {
  category?: string | null;
  page?: number;
  perPage?: number;
  /** Products in the listing; by default the real fixture's total (or the category's count). */
  total?: number;
  suggestion?: string | null;
  /** Use the filtered fixture's facets and counts (Ceramics only). */
  filtered?: boolean;
}

/** One page of a listing, in a locale: the real answer when the fixtures hold it, else one made from them. */
export function listingFixture(locale: Locale, options: ListingFixtureOptions = {}): ListingPage {
  const { category = null, page = 1, perPage = 12, suggestion = null, filtered = false } = options;
  const name = filtered && category === 'ceramics' ? 'ceramics-filtered' : `${category ?? 'shop'}-${page}`;
  if (options.total === undefined && perPage === 12 && !suggestion && hasFixture(name)) {
    return structuredClone(fixture<ListingPage>(realKey(name), locale));
  }
  const sourceName = hasFixture(`${category}-1`) ? `${category}-1` : 'shop-1';
  const source = fixture<ListingPage>(realKey(sourceName), locale);
  const found = category ? findCategory(fixture<Category[]>('catalogue/categories', locale), category) : null;
  const total = options.total ?? (sourceName === 'shop-1' && found ? found.productCount : source.total);
  const first = (page - 1) * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - first + 1));
  const listingCategory = found
    ? { id: found.id, slug: found.slug, name: found.name, description: found.description, ancestors: found.ancestors }
    : null;
  return {
    ...structuredClone(source),
    page,
    perPage,
    total,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    items: Array.from({ length: count }, (_, i) => repeatedProduct(source.items, first + i)),
    category: listingCategory,
    facets: total > 0 ? structuredClone(source.facets) : { price: null, attributes: [], categories: [] },
    suggestion,
  };
}

const problem = (status: number, code: string, errors: unknown[] = []): MockAnswer => ({
  status,
  body: { type: 'about:blank', title: code, status, code, errors },
});

/** Answers a listing request as the server would, from the fixtures. `edit` changes the page before it goes. */
export function answerListing(request: Request, edit?: (page: ListingPage, locale: Locale) => ListingPage): MockAnswer {
  const url = new URL(request.url);
  const rawLocale = url.searchParams.get('locale');
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'en';
  const category = url.searchParams.get('category');
  const page = Number(url.searchParams.get('page') ?? '1');
  const perPage = Number(url.searchParams.get('per_page') ?? '12');
  const { filters, errors } = parseListingParams(url.searchParams);
  if (errors.length > 0) {
    return problem(
      400,
      'invalid_parameter',
      errors.map((e) => ({ field: `query.${e.param}`, code: e.code })),
    );
  }
  if (category && !findCategory(fixture<Category[]>('catalogue/categories', locale), category)) {
    return problem(404, 'category_not_found');
  }
  const searchMisses = filters.s.toLowerCase() === MISSPELT_SEARCH;
  const body = listingFixture(locale, {
    category,
    page,
    perPage,
    filtered: hasActiveFilters(filters),
    ...(searchMisses ? { total: 0, suggestion: SUGGESTED_SEARCH } : {}),
  });
  if (page > body.pageCount) return problem(404, 'page_out_of_range');
  return { body: edit ? edit(body, locale) : body };
}

/** The listing route of the mock API; `edit` changes each answered page. */
export function listingRoute(edit?: (page: ListingPage, locale: Locale) => ListingPage): MockRoute {
  return { path: '/api/catalogue/listing', handler: (request) => answerListing(request, edit) };
}
