import { sql } from 'drizzle-orm';
import type { OrderBy } from '@domain/listing';
import { type Db, queryRows } from '../../../db/client';
import { listingKey, memoise } from '../cache';
import { countPlan, factsPlan, factsWhere, inPlan, probePlan, subtreeOf } from './facts';
import { type ListingQuery, documentsMatch, listingOrder } from './query';

/** The listing's total, from listing_facts (see facts.ts): a stored count when no filter is set. */
const countListing = (db: Db, q: ListingQuery): Promise<number> => countPlan(db, factsPlan(q));

/** The planner's estimate of the catalogue size (a heuristic's input, so approximate is enough). */
async function catalogueSize(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select reltuples::bigint as n from pg_class where relname = 'products'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * How a page of a filtered listing is read. Walking along the order's index probes about (offset + limit) ×
 * catalogue / matches products, one index lookup each, and stops at the page's end: quick when the filters keep
 * many products. Otherwise the matching products are gathered first and each is looked up once to be sorted. A probe
 * (one index-only lookup) costs less than a gathered product (a table lookup and a place in the sort), so the walk is
 * taken up to three probes per match: at 100 000 products, a category and colour with 940 matches (1 277 probes) took
 * 9–10 ms walking against 12–13 ms gathered. The planner cannot weigh this itself: it takes the filters for
 * independent and the catalogue for cold, and hashed all 100 000 products to sort 39.
 */
async function pageIds(
  db: Db,
  q: ListingQuery,
  orderby: OrderBy | 'relevance',
  limit: number,
  offset: number,
  total: number,
  cacheMs: number,
): Promise<number[]> {
  if (offset >= total) return [];
  // Relevance without a search (nothing to rank): the shop's own order.
  const order = listingOrder(q, orderby === 'relevance' ? 'menu_order' : orderby);
  const plan = factsPlan(q);
  const size = await memoise(db, JSON.stringify(['size']), cacheMs, () => catalogueSize(db));
  const probes = ((offset + limit) * Math.max(total, size)) / total;
  const page =
    probes <= 3 * total
      ? sql`select p.id from products p where ${probePlan(plan)}`
      : // offset 0 keeps the lookup a nested loop: the planner would rather hash the whole catalogue to join a few.
        sql`with matched as materialized (select f.product_id as id from listing_facts f where ${factsWhere(plan)})
            select p.id from matched m cross join lateral (select * from products p where p.id = m.id offset 0) p`;
  const rows = await queryRows<{ id: number }>(db, sql`${page} order by ${order} limit ${limit} offset ${offset}`);
  return rows.map((r) => Number(r.id));
}

/**
 * How many matches a search by relevance ranks: its ranking window. A search with more matches than this (a common
 * word in a catalogue of tens of thousands) ranks the first RANK_WINDOW the text index gives and says there are more
 * than that (moreThanTotal), so its cost stops growing with the catalogue: ranking and counting every match of 'mug'
 * read 7 500 documents at 100 000 products. Up to the window, the order and the total are exact. The documents are
 * split into partitions (SEARCH_PARTITIONS), read one after the other until the window is full: a text index gathers
 * every match of a word before the first is read, so one index over the whole catalogue cost 'mug' 7 500 matches
 * gathered for 1 001 read, and eight partitions cost it two partitions' worth (1 900).
 */
export const RANK_WINDOW = 1000;

export interface CountedIds {
  total: number;
  ids: number[];
  /** More than `total` products match; only `total` (the ranking window) are listed. */
  moreThanTotal: boolean;
}

/**
 * A search by relevance: its page and its total in one pass over at most `window` + 1 matches, taken in the order
 * the text indexes give them (partition by partition, each in table order), ranked by ts_rank, then id. The one
 * beyond the window only tells that there are more. A search in a category asks the text index for the category
 * too (documentsMatch), so a word common in the shop but rare in the category fills the window from the category's
 * matches alone, instead of reading every match of the word to check it against the category. Sequential scans are
 * ruled out for the statement: with a LIMIT the planner may prefer one, which reads every row before the matches it
 * wants (60 ms instead of 13 for 'mug' at 100 000 products).
 */
async function rankedPage(db: Db, q: ListingQuery, limit: number, offset: number, window: number): Promise<CountedIds> {
  const rows = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<{ id: number | null; found: number }>(
      tx,
      sql`with found as materialized (
            select st.product_id as id, ts_rank(st.search_vector, ${q.tsquery}::tsquery) as rank
            from search_documents st
            where ${documentsMatch(q, subtreeOf(q))} and ${inPlan(factsPlan(q, { search: true, category: true }), sql`st.product_id`)}
            limit ${window + 1}),
          numbered as (select id, rank, row_number() over () as n, (count(*) over ())::int as found from found),
          listed as (select id, rank, found from numbered where n <= ${window} order by rank desc, id limit ${limit} offset ${offset})
          -- The count comes along even when the page is past the last match.
          select l.id, c.found from (select coalesce(max(found), 0) as found from numbered) c left join listed l on true
          order by l.rank desc, l.id`,
    );
  });
  const found = Number(rows[0]?.found ?? 0);
  return {
    total: Math.min(found, window),
    ids: rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])),
    moreThanTotal: found > window,
  };
}

/**
 * The listing's total (memoised for `cacheMs`), then one page of ids (always read afresh): the total tells how to
 * read the page, and that there is none to read past the end. A search by relevance counts as it ranks (rankedPage),
 * so its total is never memoised: it costs nothing more.
 */
export async function countAndIds(
  db: Db,
  q: ListingQuery,
  orderby: OrderBy | 'relevance',
  limit: number,
  offset: number,
  cacheMs = 0,
  window = RANK_WINDOW,
): Promise<CountedIds> {
  if (orderby === 'relevance' && q.tsquery !== null) return rankedPage(db, q, limit, offset, window);
  const total = await memoise(db, listingKey('total', q), cacheMs, () => countListing(db, q));
  return { total, ids: await pageIds(db, q, orderby, limit, offset, total, cacheMs), moreThanTotal: false };
}
