import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import type { ListingFacets } from '../schemas/listing';
import { type CatalogueMeta, closurePairs } from './catalogue-meta';
import { type ListingQuery, intArray, listingWhere } from './listing-query';

async function termCounts(db: Db, q: ListingQuery, omitAttributeId?: number, termIds?: number[]): Promise<Map<number, number>> {
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

/**
 * Layered-navigation facets. A term's count is the number of products the listing would show with that term added
 * to the current filters; for an 'or' attribute that already has a choice, the attribute's own choice is left out
 * (adding a term widens the listing). Terms that would give nothing are left out unless chosen.
 */
export async function listingFacets(db: Db, q: ListingQuery, meta: CatalogueMeta): Promise<ListingFacets> {
  const orAttributes = q.attributes.filter((f) => f.queryType === 'or');
  const [counts, orCounts, price, categories] = await Promise.all([
    termCounts(db, q),
    Promise.all(orAttributes.map((f) => termCounts(db, q, f.attribute.id, f.attribute.terms.map((t) => t.id)))),
    priceRange(db, q),
    categoryCounts(db, q, meta),
  ]);
  const countsOf = new Map<number, Map<number, number>>(orAttributes.map((f, i) => [f.attribute.id, orCounts[i]!]));
  const attributes = meta.attributes.flatMap((attribute) => {
    const chosen = new Set(q.attributes.find((f) => f.attribute.id === attribute.id)?.termSlugs ?? []);
    const source = countsOf.get(attribute.id) ?? counts;
    const terms = attribute.terms
      .map((t) => ({ slug: t.slug, name: t.name, swatch: t.swatch, count: source.get(t.id) ?? 0 }))
      .filter((t) => t.count > 0 || chosen.has(t.slug));
    return terms.length > 0 ? [{ slug: attribute.slug, name: attribute.name, type: attribute.type, terms }] : [];
  });
  return { price, attributes, categories };
}
