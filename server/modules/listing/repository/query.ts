import { type SQL, sql } from 'drizzle-orm';
import type { OrderBy, QueryType } from '@domain/listing';
import type { Locale } from '@domain/locales';
import { SEARCH_CONFIGS } from '../../../db/schema/index';
import type { AttributeInfo } from './meta';

/** A listing's filters with slugs resolved to ids: what the SQL below needs. */
export interface ListingQuery {
  locale: Locale;
  /** The category and its descendants; null for the whole shop. */
  categoryIds: number[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  attributes: Array<{ attribute: AttributeInfo; termSlugs: string[]; termIds: number[]; queryType: QueryType }>;
  /** tsquery text from searchQuery(), as ranked; null when not searching. */
  tsquery: string | null;
  /** The same matches as `tsquery`, the cheaper to look up (SearchQuery.match); null when not searching. */
  tsmatch: string | null;
  /** Searching, but nothing searchable was left (only stop words): the listing is empty. */
  searchMatchesNothing: boolean;
}

export const intArray = (ids: number[]): SQL => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The locale as an SQL literal (from the fixed list, never from input): the planner must see it to pick the
 * locale's partial text index.
 */
export function localeLiteral(locale: Locale): SQL {
  if (!(locale in SEARCH_CONFIGS)) throw new Error(`unknown locale ${locale}`);
  return sql.raw(`'${locale}'`);
}

export interface Omit {
  category?: boolean;
  /** Left out when the caller joins the search itself (relevance order). */
  search?: boolean;
  price?: boolean;
  /** Attribute id whose own filter is left out (facet counts of an 'or' attribute). */
  attributeId?: number;
}

/** The WHERE clause over `products p` for a listing, leaving out what `omit` names (facets). */
export function listingWhere(q: ListingQuery, omit: Omit = {}): SQL {
  const conditions: SQL[] = [];
  if (q.searchMatchesNothing) return sql`false`;
  if (q.categoryIds && !omit.category) {
    conditions.push(
      sql`p.id in (select pc.product_id from product_categories pc where pc.category_id = any(${intArray(q.categoryIds)}))`,
    );
  }
  if ((q.minPrice !== null || q.maxPrice !== null) && !omit.price) {
    // Any current price in range: a variable product matches when one of its visible variations does.
    conditions.push(
      sql`p.id in (select pp.product_id from product_prices pp where pp.price >= ${q.minPrice ?? 0} and pp.price <= ${q.maxPrice ?? 2_147_483_647})`,
    );
  }
  for (const f of q.attributes) {
    if (f.attribute.id === omit.attributeId) continue;
    if (f.queryType === 'or') {
      conditions.push(
        sql`p.id in (select pt.product_id from product_terms pt where pt.term_id = any(${intArray(f.termIds)}))`,
      );
    } else {
      for (const termId of f.termIds)
        conditions.push(sql`p.id in (select pt.product_id from product_terms pt where pt.term_id = ${termId})`);
    }
  }
  if (q.tsquery !== null && !omit.search) {
    conditions.push(
      // From the documents' source, product_translations: the plain query is what the stored copies are checked against.
      sql`p.id in (select st.product_id from product_translations st
                   where st.locale = ${localeLiteral(q.locale)} and st.search_vector @@ ${q.tsquery}::tsquery)`,
    );
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** ORDER BY for each listing order; every one ends with the id, so pages are stable. */
export function listingOrder(q: ListingQuery, orderby: OrderBy | 'relevance'): SQL {
  switch (orderby) {
    case 'relevance':
      // Needs the search joined as `st` (see relevanceFrom).
      return sql`ts_rank(st.search_vector, ${q.tsquery}::tsquery) desc, p.id`;
    case 'popularity':
      return sql`p.total_sales desc nulls last, p.id`;
    case 'rating':
      return sql`p.rating_average desc nulls last, p.rating_count desc nulls last, p.id`;
    case 'date':
      return sql`p.created_at desc nulls last, p.id`;
    case 'price':
      return sql`p.price_min, p.id`;
    case 'price-desc':
      // Highest price first, as shops do: a variable product ranks by its dearest variation.
      return sql`p.price_max desc nulls last, p.id`;
    case 'menu_order':
      return sql`p.menu_order, p.id`;
  }
}

/**
 * The lexeme a product's search document holds for each category it is listed in, ancestors included (migration
 * 0008). A shopper's words never make one: queryWords() (search/words.ts) keeps letters and digits only.
 */
export const categoryLexeme = (categoryId: number): string => `#${Math.trunc(categoryId)}`;

/**
 * WHERE over `search_documents st`: the documents in the query's locale that match its search and, given a
 * category's subtree (not 0, the whole shop), are listed in it. The text index then reads only the category's
 * matches, instead of every match of the words to check each against the category.
 */
export function documentsMatch(q: ListingQuery, subtree: number | null = null): SQL {
  const match = subtree ? `(${q.tsmatch}) & '${categoryLexeme(subtree)}'` : q.tsmatch;
  return sql`st.locale = ${localeLiteral(q.locale)} and st.search_vector @@ ${match}::tsquery`;
}

/** The ids of the products whose document in the query's locale matches its search (in `subtree`, if given). */
export function searchMatches(q: ListingQuery, subtree: number | null = null): SQL {
  return sql`select st.product_id from search_documents st where ${documentsMatch(q, subtree)}`;
}

/**
 * FROM for the plain query of a search sorted by relevance (with listingWhere): the matching translations joined
 * once, ranked, filtered by the rest. The listing itself ranks search_documents (rankedPage in page.ts).
 */
export function relevanceFrom(q: ListingQuery): SQL {
  return sql`products p join product_translations st on st.product_id = p.id and st.locale = ${localeLiteral(q.locale)}
             and st.search_vector @@ ${q.tsquery}::tsquery`;
}
