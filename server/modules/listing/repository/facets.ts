import type { Db } from '../../../db/client';
import type { ListingFacets } from '../schemas';
import type { CatalogueMeta } from './meta';
import type { ListingQuery } from './query';
import { factsPlan, priceRangeOf, subtreeCountsOf, termCountsOf } from './facts';

const termCounts = (
  db: Db,
  q: ListingQuery,
  omitAttributeId?: number,
  termIds?: number[],
): Promise<Map<number, number>> =>
  termCountsOf(db, factsPlan(q, omitAttributeId === undefined ? {} : { attributeId: omitAttributeId }), termIds);

async function priceRange(db: Db, q: ListingQuery): Promise<ListingFacets['price']> {
  const { low, high } = await priceRangeOf(db, factsPlan(q, { price: true }));
  return low !== null && high !== null ? { min: Number(low), max: Number(high) } : null;
}

/** Products matching the filters but the category, per category with its descendants (a product counts once). */
async function categoryCounts(db: Db, q: ListingQuery, meta: CatalogueMeta): Promise<ListingFacets['categories']> {
  if (meta.categories.length === 0) return [];
  const counts = await subtreeCountsOf(db, factsPlan(q, { category: true }, true));
  return meta.categories.map((c) => ({ slug: c.slug, count: counts.get(c.id) ?? 0 }));
}

/** The counting queries facets are built from: the stored facts here; the plain reckoning in the tests' oracle. */
export interface FacetCounters {
  termCounts: (db: Db, q: ListingQuery, omitAttributeId?: number, termIds?: number[]) => Promise<Map<number, number>>;
  priceRange: (db: Db, q: ListingQuery) => Promise<ListingFacets['price']>;
  categoryCounts: (db: Db, q: ListingQuery, meta: CatalogueMeta) => Promise<ListingFacets['categories']>;
}

/**
 * Layered-navigation facets. A term's count is the number of products the listing would show with that term added
 * to the current filters; for an 'or' attribute that already has a choice, the attribute's own choice is left out
 * (adding a term widens the listing). Terms that would give nothing are left out unless chosen.
 */
export async function facetsWith(
  counters: FacetCounters,
  db: Db,
  q: ListingQuery,
  meta: CatalogueMeta,
): Promise<ListingFacets> {
  const { termCounts, priceRange, categoryCounts } = counters;
  const orAttributes = q.attributes.filter((f) => f.queryType === 'or');
  const [counts, orCounts, price, categories] = await Promise.all([
    termCounts(db, q),
    Promise.all(
      orAttributes.map((f) =>
        termCounts(
          db,
          q,
          f.attribute.id,
          f.attribute.terms.map((t) => t.id),
        ),
      ),
    ),
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

/** The facets of a listing, counted from the facts the catalogue's triggers keep (facts.ts). */
export const listingFacets = (db: Db, q: ListingQuery, meta: CatalogueMeta): Promise<ListingFacets> =>
  facetsWith({ termCounts, priceRange, categoryCounts }, db, q, meta);
