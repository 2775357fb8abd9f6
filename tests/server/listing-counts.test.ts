import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../server/db/client';
import { loadCatalogueMeta, subtreeIds } from '../../server/modules/listing/repository/meta';
import { countAndIds } from '../../server/modules/listing/repository/page';
import { buildQuery } from '../../server/modules/listing/service';
import { listingFacets } from '../../server/modules/listing/repository/facets';
import { refreshProductPrices } from '../../server/db/prices';
import { type OrderBy, parseListingParams } from '@domain/listing';
import { plainFacets, plainPage } from './support/plain-listing';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

type Row = Record<string, number | null>;
const num = (v: unknown) => (v === null ? null : Number(v));

/** listing_facts and listing_counts as they should be, worked out in JavaScript from the catalogue's own tables. */
async function recount(db: Db) {
  const q = <T extends Row>(query: ReturnType<typeof sql>) => queryRows<T>(db, query);
  const [products, categories, placed, terms, prices] = await Promise.all([
    q<{ id: number; price_min: number; price_max: number }>(sql`select id, price_min, price_max from products`),
    q<{ id: number; parent_id: number | null }>(sql`select id, parent_id from categories`),
    q<{ product_id: number; category_id: number }>(sql`select product_id, category_id from product_categories`),
    q<{ product_id: number; term_id: number }>(sql`select product_id, term_id from product_terms`),
    q<{ product_id: number; price: number }>(sql`select product_id, price from product_prices`),
  ]);
  const parent = new Map(categories.map((c) => [Number(c.id), num(c.parent_id)]));
  const facts = new Set<string>();
  const counts = new Map<string, number>();
  for (const p of products) {
    const id = Number(p.id);
    const subtrees = new Set([0]);
    for (const pc of placed.filter((r) => Number(r.product_id) === id)) {
      for (let c: number | null | undefined = Number(pc.category_id); c != null && !subtrees.has(c); c = parent.get(c))
        subtrees.add(c);
    }
    const own = [0, ...terms.filter((r) => Number(r.product_id) === id).map((r) => Number(r.term_id))];
    const paid = prices.filter((r) => Number(r.product_id) === id).map((r) => Number(r.price));
    const [low, high] = paid.length ? [Math.min(...paid), Math.max(...paid)] : [null, null];
    for (const s of subtrees) {
      for (const t of own) {
        facts.add([s, t, id, low, high, Number(p.price_min), Number(p.price_max)].join());
        counts.set(`${s},${t}`, (counts.get(`${s},${t}`) ?? 0) + 1);
      }
    }
  }
  return { facts, counts };
}

async function stored(db: Db) {
  const facts = await queryRows<Row>(
    db,
    sql`select subtree_id, term_id, product_id, price_low, price_high, price_min, price_max from listing_facts`,
  );
  const counts = await queryRows<Row>(db, sql`select subtree_id, term_id, n from listing_counts`);
  return {
    facts: facts
      .map((f) =>
        [f.subtree_id, f.term_id, f.product_id, f.price_low, f.price_high, f.price_min, f.price_max].map(num).join(),
      )
      .sort(),
    counts: new Map(counts.map((c) => [`${c.subtree_id},${c.term_id}`, Number(c.n)])),
  };
}

/** Listings crossing a category, term filters (and, or, two attributes), a price range and a search. */
const CASES = (() => {
  const categories = [undefined, 'ceramics', 'handmade-mugs'];
  const filters = [
    {},
    { filter_colour: 'terracotta' },
    { filter_colour: 'terracotta,majorelle-blue', query_type_colour: 'or' },
    { filter_colour: 'terracotta,majorelle-blue' },
    { filter_colour: 'majorelle-blue', filter_material: 'ceramic' },
  ];
  const prices = [{}, { min_price: '100', max_price: '150.5' }];
  // 'mugs': matched by 'mug':* alone, ranked by 'mug':* | 'mugs':* (SearchQuery in search.ts).
  const searches = [{}, { s: 'mugs' }];
  return categories.flatMap((category) =>
    filters.flatMap((f) =>
      prices.flatMap((p) =>
        searches.map((s) => ({ category, params: { ...f, ...p, ...s } as Record<string, string> })),
      ),
    ),
  );
})();

/** Dozens of listings, each answered twice: minutes on a loaded two-core machine. */
const SLOW = 240_000;

describe.each(databases)('stored listing facts and counts on %s', (kind) => {
  const t = testServer(kind);
  const db = () => t.db.handle.db;
  const run = (query: ReturnType<typeof sql>) => db().execute(query);

  const expectExact = async (step: string) => {
    const [want, have] = [await recount(db()), await stored(db())];
    expect(have.facts, step).toEqual([...want.facts].sort());
    expect(have.counts, step).toEqual(want.counts);
  };

  const expectSameAsPlain = async () => {
    const meta = await loadCatalogueMeta(db(), 'en');
    for (const { category, params } of CASES) {
      const { filters } = parseListingParams(params);
      const root = category === undefined ? undefined : meta.categoryBySlug.get(category);
      if (category !== undefined && !root) continue;
      const q = await buildQuery(db(), 'en', meta, filters, root ? subtreeIds(meta, root.id) : null);
      const label = JSON.stringify({ category, params });
      const orders: Array<[OrderBy | 'relevance', number]> = [
        ['menu_order', 0],
        ['price-desc', 5],
      ];
      // Relevance ranks and counts in one pass; past its last match the total is counted on its own.
      if (params.s) orders.push(['relevance', 0], ['relevance', 3], ['relevance', 10_000]);
      for (const [orderby, offset] of orders) {
        expect(await countAndIds(db(), q, orderby, 5, offset), `${label} ${orderby}`).toEqual(
          await plainPage(db(), q, orderby, 5, offset),
        );
      }
      expect(await listingFacets(db(), q, meta), label).toEqual(await plainFacets(db(), q, meta));
    }
  };

  it(
    'holds one row per product × subtree × term, counted, from the start',
    async () => {
      await expectExact('seeded');
      await expectSameAsPlain();
    },
    SLOW,
  );

  it(
    'follows every kind of catalogue change, and answers as the plain query after them',
    async () => {
      const [mugs] = await queryRows<{ id: number }>(db(), sql`select id from categories where slug = 'handmade-mugs'`);
      const [textiles] = await queryRows<{ id: number }>(
        db(),
        sql`select id from categories where slug = 'rugs-textiles'`,
      );
      const termIds = (
        await queryRows<{ id: number }>(db(), sql`select id from attribute_terms order by id limit 3`)
      ).map((r) => Number(r.id));
      const [product] = await queryRows<{ id: number }>(
        db(),
        sql`insert into products (slug, type, regular_price) values ('facts-probe', 'simple', 12345) returning id`,
      );
      const id = Number(product!.id);
      await expectExact('a new product, in no category yet');
      await run(sql`insert into product_categories (product_id, category_id) values (${id}, ${mugs!.id})`);
      await run(
        sql`insert into product_terms (product_id, term_id) values (${id}, ${termIds[0]}), (${id}, ${termIds[1]})`,
      );
      await expectExact('placed in a category, given terms');
      await refreshProductPrices(db());
      await expectExact('priced');
      await run(
        sql`update product_terms set term_id = ${termIds[2]} where product_id = ${id} and term_id = ${termIds[1]}`,
      );
      await run(sql`update product_categories set category_id = ${textiles!.id} where product_id = ${id}`);
      await expectExact('term and category rows changed');
      await run(sql`update categories set parent_id = ${textiles!.id} where id = ${mugs!.id}`);
      await expectExact('a category moved under another');
      await run(
        sql`update variations set regular_price = regular_price + 700 where id = (select min(id) from variations where visible)`,
      );
      await run(sql`update products set sale_price = 100, sale_from = null, sale_to = null where id = ${id}`);
      await refreshProductPrices(db());
      await expectExact('prices changed');
      await expectSameAsPlain();

      await db()
        .transaction(async (tx) => {
          await tx.execute(sql`delete from product_terms`);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await expectExact('a rolled-back change');
      await run(sql`delete from categories where slug = 'ceramics'`);
      await expectExact('a parent category deleted');
      await run(sql`delete from attribute_terms where id = ${termIds[0]}`);
      await expectExact('a term deleted');
      await run(sql`delete from products where id = ${id}`);
      await expectExact('the product deleted');
      await expectSameAsPlain();
    },
    SLOW,
  );
});
