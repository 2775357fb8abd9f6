import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client';
import { type ListingQuery, type Omit, intArray, searchMatches } from './query';

/**
 * A listing's filters as a range of listing_facts (see server/db/schema/listing.ts) plus conditions on its rows:
 * the same set of products as listingWhere() over products, found without joining the whole catalogue. The
 * category is the subtree the range starts from (subtree 0: the whole shop); the first term that must be present
 * narrows the range further; everything else is checked on the range's rows.
 */
interface FactsPlan {
  /** null: any subtree (category facet counts group by it). */
  subtree: number | null;
  term: number;
  /** Conditions on `f` beyond the range; empty when the range is the answer. */
  conditions: SQL[];
  /** The products matching the search (`select st.product_id …`), or null. */
  search: SQL | null;
  /** Nothing can match (a search of stop words only). */
  none: boolean;
}

const MAX_PRICE = 2_147_483_647;

/** The subtree a query is about: subtreeIds() lists the category itself first. */
export const subtreeOf = (q: ListingQuery, omit: Omit = {}): number =>
  q.categoryIds && !omit.category ? q.categoryIds[0]! : 0;

/**
 * "Any current price in [low, high]" (listingWhere's price rule), decided on the fact row when the product's whole
 * range is inside or outside; a range that only overlaps asks product_prices, as the plain query does. A product
 * without prices has a null range and never matches, as it has no product_prices row. The probe is a scalar subquery,
 * not EXISTS: the planner would turn EXISTS into a hash of every price in range (61 000 rows at 100 000 products) to
 * serve the few products that need it.
 */
function priceCondition(low: number, high: number): SQL {
  return sql`((f.price_low >= ${low} and f.price_high <= ${high})
    or (f.price_low <= ${high} and f.price_high >= ${low}
        and coalesce((select true from product_prices pp
                      where pp.product_id = f.product_id and pp.price >= ${low} and pp.price <= ${high} limit 1), false)))`;
}

export function factsPlan(q: ListingQuery, omit: Omit = {}, anySubtree = false): FactsPlan {
  const plan: FactsPlan = {
    subtree: anySubtree ? null : subtreeOf(q, omit),
    term: 0,
    conditions: [],
    search: null,
    none: q.searchMatchesNothing,
  };
  const required: number[] = [];
  for (const f of q.attributes) {
    if (f.attribute.id === omit.attributeId) continue;
    if (f.queryType === 'and' || f.termIds.length === 1) required.push(...f.termIds);
    else
      plan.conditions.push(
        sql`exists (select 1 from product_terms pt where pt.product_id = f.product_id and pt.term_id = any(${intArray(f.termIds)}))`,
      );
  }
  if (required.length > 0) plan.term = required[0]!;
  for (const termId of required.slice(1)) {
    plan.conditions.push(
      sql`exists (select 1 from product_terms pt where pt.product_id = f.product_id and pt.term_id = ${termId})`,
    );
  }
  if ((q.minPrice !== null || q.maxPrice !== null) && !omit.price)
    plan.conditions.push(priceCondition(q.minPrice ?? 0, q.maxPrice ?? MAX_PRICE));
  if (q.tsquery !== null && !omit.search) {
    plan.search = searchMatches(q, plan.subtree);
  }
  return plan;
}

/** WHERE over `listing_facts f` for a plan. */
export function factsWhere(plan: FactsPlan): SQL {
  if (plan.none) return sql`false`;
  const range =
    plan.subtree === null
      ? sql`f.term_id = ${plan.term}`
      : sql`f.subtree_id = ${plan.subtree} and f.term_id = ${plan.term}`;
  const conditions = plan.search ? [...plan.conditions, sql`f.product_id in (${plan.search})`] : plan.conditions;
  return conditions.length === 0 ? range : sql`${range} and ${sql.join(conditions, sql` and `)}`;
}

/** The whole shop, filtered by nothing but (maybe) the search: the facts would add nothing but a join. */
const wholeShop = (plan: FactsPlan) =>
  !plan.none && plan.subtree === 0 && plan.term === 0 && plan.conditions.length === 0;

/** A condition on a product id (`p.id`) with the plan's products ('true' for the whole shop, so no join is planned). */
export function inPlan(plan: FactsPlan, id: SQL = sql`p.id`): SQL {
  if (wholeShop(plan)) return plan.search ? sql`${id} in (${plan.search})` : sql`true`;
  return sql`${id} in (select f.product_id from listing_facts f where ${factsWhere(plan)})`;
}

/**
 * The plan as a probe of one product (`p.id`): an index lookup on listing_facts (subtree, term, product). A scalar
 * subquery rather than IN or EXISTS, so the planner cannot turn it into a join over every matching product: a walk
 * along an order's index probes products one by one and stops at the page's end.
 */
export function probePlan(plan: FactsPlan): SQL {
  if (wholeShop(plan)) return inPlan(plan);
  return sql`coalesce((select true from listing_facts f where f.product_id = p.id and ${factsWhere(plan)} limit 1), false)`;
}

/** The number of products of a plan: a stored count when only the range is asked, else an index-only count. */
export async function countPlan(db: Db, plan: FactsPlan): Promise<number> {
  if (plan.none) return 0;
  if (wholeShop(plan) && plan.search) {
    // Every translation row is one product (primary key product_id, locale).
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${plan.search}) m`);
    return Number(row?.n ?? 0);
  }
  const query =
    plan.conditions.length === 0 && !plan.search && plan.subtree !== null
      ? sql`select coalesce((select n from listing_counts where subtree_id = ${plan.subtree} and term_id = ${plan.term}), 0)::int as n`
      : sql`select count(*)::int as n from listing_facts f where ${factsWhere(plan)}`;
  const [row] = await queryRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Products per term among the plan's products (only `termIds` when given). */
export async function termCountsOf(db: Db, plan: FactsPlan, termIds?: number[]): Promise<Map<number, number>> {
  if (plan.none) return new Map();
  const only = termIds ? sql` and term_id = any(${intArray(termIds)})` : sql``;
  const query =
    plan.conditions.length === 0 && !plan.search && plan.term === 0 && plan.subtree !== null
      ? sql`select term_id, n from listing_counts where subtree_id = ${plan.subtree} and term_id <> 0${only}`
      : sql`select pt.term_id, count(*)::int as n
            from listing_facts f join product_terms pt on pt.product_id = f.product_id
            where ${factsWhere(plan)}${termIds ? sql` and pt.term_id = any(${intArray(termIds)})` : sql``}
            group by pt.term_id`;
  const rows = await queryRows<{ term_id: number; n: number }>(db, query);
  return new Map(rows.map((r) => [Number(r.term_id), Number(r.n)]));
}

/** Cheapest price_min and dearest price_max among the plan's products; one probe each for a whole subtree. */
export async function priceRangeOf(db: Db, plan: FactsPlan): Promise<{ low: number | null; high: number | null }> {
  if (plan.none) return { low: null, high: null };
  const query =
    plan.conditions.length === 0 && !plan.search && plan.term === 0 && plan.subtree !== null
      ? sql`select (select f.price_min from listing_facts f where f.subtree_id = ${plan.subtree} and f.term_id = 0 order by f.price_min limit 1) as low,
                   (select f.price_max from listing_facts f where f.subtree_id = ${plan.subtree} and f.term_id = 0 order by f.price_max desc limit 1) as high`
      : sql`select min(f.price_min) as low, max(f.price_max) as high from listing_facts f where ${factsWhere(plan)}`;
  const [row] = await queryRows<{ low: number | null; high: number | null }>(db, query);
  return { low: row?.low ?? null, high: row?.high ?? null };
}

/** Products per subtree among the plan's products (a plan made with anySubtree). */
export async function subtreeCountsOf(db: Db, plan: FactsPlan): Promise<Map<number, number>> {
  if (plan.none) return new Map();
  const query =
    plan.conditions.length === 0 && !plan.search
      ? sql`select subtree_id, n from listing_counts where term_id = ${plan.term} and subtree_id <> 0`
      : sql`select f.subtree_id, count(*)::int as n from listing_facts f where ${factsWhere(plan)} group by f.subtree_id`;
  const rows = await queryRows<{ subtree_id: number; n: number }>(db, query);
  return new Map(rows.map((r) => [Number(r.subtree_id), Number(r.n)]));
}
