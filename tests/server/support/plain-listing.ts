/** The listing as it was counted before listing_facts: the reference the stored counts are checked against. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../server/db/client';
import type { ListingFacets } from '../../../server/modules/listing/schemas';
import { facetsWith } from '../../../server/modules/listing/repository/facets';
import { type CatalogueMeta, closurePairs } from '../../../server/modules/listing/repository/meta';
import type { OrderBy } from '@domain/listing';
import {
  type ListingQuery,
  intArray,
  listingOrder,
  listingWhere,
  relevanceFrom,
} from '../../../server/modules/listing/repository/query';

async function termCounts(
  db: Db,
  q: ListingQuery,
  omitAttributeId?: number,
  termIds?: number[],
): Promise<Map<number, number>> {
  const only = termIds ? sql` and pt.term_id = any(${intArray(termIds)})` : sql``;
  const rows = await queryRows<{ term_id: number; n: number }>(
    db,
    sql`select pt.term_id, count(*)::int as n
        from product_terms pt join products p on p.id = pt.product_id
        where ${listingWhere(q, omitAttributeId === undefined ? {} : { attributeId: omitAttributeId })}${only}
        group by pt.term_id`,
  );
  return new Map(rows.map((r) => [Number(r.term_id), Number(r.n)]));
}

async function priceRange(db: Db, q: ListingQuery): Promise<ListingFacets['price']> {
  const [row] = await queryRows<{ low: number | null; high: number | null }>(
    db,
    sql`select min(p.price_min) as low, max(p.price_max) as high from products p where ${listingWhere(q, { price: true })}`,
  );
  return row && row.low !== null && row.high !== null ? { min: Number(row.low), max: Number(row.high) } : null;
}

/** Products matching the filters but the category, per category with its descendants (a product counts once). */
async function categoryCounts(db: Db, q: ListingQuery, meta: CatalogueMeta): Promise<ListingFacets['categories']> {
  const pairs = closurePairs(meta);
  if (pairs.length === 0) return [];
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`select t.ancestor as id, count(distinct pc.product_id)::int as n
        from unnest(${intArray(pairs.map((p) => p[0]))}, ${intArray(pairs.map((p) => p[1]))}) as t(ancestor, descendant)
        join product_categories pc on pc.category_id = t.descendant
        join products p on p.id = pc.product_id
        where ${listingWhere(q, { category: true })}
        group by t.ancestor`,
  );
  const counts = new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
  return meta.categories.map((c) => ({ slug: c.slug, count: counts.get(c.id) ?? 0 }));
}

/** The same facets, counted the plain way over every matching product. */
export const plainFacets = (db: Db, q: ListingQuery, meta: CatalogueMeta): Promise<ListingFacets> =>
  facetsWith({ termCounts, priceRange, categoryCounts }, db, q, meta);

export async function plainPage(
  db: Db,
  q: ListingQuery,
  orderby: OrderBy | 'relevance',
  limit: number,
  offset: number,
) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p where ${listingWhere(q)}`,
  );
  const from =
    orderby === 'relevance'
      ? sql`${relevanceFrom(q)} where ${listingWhere(q, { search: true })}`
      : sql`products p where ${listingWhere(q)}`;
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select p.id from ${from} order by ${listingOrder(q, orderby)} limit ${limit} offset ${offset}`,
  );
  // The seeded shop is far smaller than the ranking window: every total is exact.
  return { total: Number(row!.n), ids: ids.map((r) => Number(r.id)), moreThanTotal: false };
}
