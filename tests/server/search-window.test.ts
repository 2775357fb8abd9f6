import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { SEARCH_CONFIGS, SEARCH_PARTITIONS } from '../../server/db/schema/index';
import { loadCatalogueMeta, subtreeIds } from '../../server/modules/listing/repository/meta';
import { RANK_WINDOW, countAndIds } from '../../server/modules/listing/repository/page';
import { buildQuery } from '../../server/modules/listing/service';
import type { ListingPage } from '../../server/modules/listing/schemas';
import type { SearchResults } from '../../server/modules/search/schemas';
import { parseListingParams } from '@domain/listing';
import { plainPage } from './support/plain-listing';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

/**
 * The ranking window (RANK_WINDOW in server/modules/listing/repository/page.ts): a search ranks at most that many matches. The
 * seeded shop is far smaller than the real window, so these tests pass a small one to countAndIds and compare with
 * the plain query, which ranks every match.
 */
describe.each(databases)('the ranking window of a search on %s', (kind) => {
  const t = testServer(kind);
  const db = () => t.db.handle.db;

  const queryOf = async (s: string, category?: string, extra: Record<string, string> = {}) => {
    const meta = await loadCatalogueMeta(db(), 'en');
    const { filters } = parseListingParams({ s, ...extra });
    const root = category === undefined ? null : meta.categoryBySlug.get(category)!;
    return buildQuery(db(), 'en', meta, filters, root ? subtreeIds(meta, root.id) : null);
  };

  it('ranks exactly when the matches fit the window, and says so', async () => {
    const q = await queryOf('mug');
    const plain = await plainPage(db(), q, 'relevance', 500, 0);
    expect(plain.total).toBeGreaterThan(5);
    expect(plain.total).toBeLessThan(RANK_WINDOW);
    // A window of exactly the number of matches holds them all: the same page and total as the plain query.
    expect(await countAndIds(db(), q, 'relevance', 500, 0, 0, plain.total)).toEqual({ ...plain, moreThanTotal: false });
    expect(await countAndIds(db(), q, 'relevance', 5, 3)).toEqual(await plainPage(db(), q, 'relevance', 5, 3));
  });

  it('finds with the cheaper match query exactly what the ranked query finds, in the same order', async () => {
    // 'mugs' and 'tagines' are matched by their stemmed prefix alone ('mug':*, 'tagin':*) and ranked by both forms.
    for (const s of ['mugs', 'blue mugs', 'tagines', 'lanterns']) {
      const q = await queryOf(s);
      expect(q.tsmatch, s).not.toBe(q.tsquery);
      const plain = await plainPage(db(), q, 'relevance', 500, 0);
      expect(plain.total, s).toBeGreaterThan(0);
      expect(await countAndIds(db(), q, 'relevance', 500, 0), s).toEqual(plain);
    }
  });

  it('ranks a broader search within the window, pages through it and says there are more', async () => {
    const q = await queryOf('mug');
    const plain = await plainPage(db(), q, 'relevance', 500, 0);
    const window = plain.total - 2;
    const ranked = await countAndIds(db(), q, 'relevance', 500, 0, 0, window);
    expect(ranked.total).toBe(window);
    expect(ranked.moreThanTotal).toBe(true);
    expect(ranked.ids).toHaveLength(window);
    // Every product listed matches, and they come in the plain query's order (ts_rank, then id).
    expect(ranked.ids).toEqual(plain.ids.filter((id) => ranked.ids.includes(id)));
    // Pages cut the same window: page 1 and page 2 are its first and next products, and past it there is none.
    const first = await countAndIds(db(), q, 'relevance', 3, 0, 0, window);
    const second = await countAndIds(db(), q, 'relevance', 3, 3, 0, window);
    expect([...first.ids, ...second.ids]).toEqual(ranked.ids.slice(0, 6));
    expect(await countAndIds(db(), q, 'relevance', 3, window, 0, window)).toEqual({
      total: window,
      ids: [],
      moreThanTotal: true,
    });
  });

  it('reads the documents from SEARCH_PARTITIONS partitions, each with its own text index per locale', async () => {
    const partitions = await queryRows<{ documents: number; indexes: number }>(
      db(),
      sql`select (select count(*)::int from search_documents d where d.tableoid = h.inhrelid) as documents,
            (select count(*)::int from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_am a on a.oid = ic.relam
             where i.indrelid = h.inhrelid and a.amname = 'gin') as indexes
          from pg_inherits h where h.inhparent = 'search_documents'::regclass`,
    );
    expect(partitions).toHaveLength(SEARCH_PARTITIONS);
    expect(partitions.every((p) => Number(p.indexes) === Object.keys(SEARCH_CONFIGS).length)).toBe(true);
    // The seeded shop's documents are spread over them all.
    expect(partitions.filter((p) => Number(p.documents) > 0)).toHaveLength(SEARCH_PARTITIONS);
  });

  it('searches within a category through its lexeme, finding what the plain query finds, in the same order', async () => {
    // A category and its parent, a word that is rare there, and one that is not there at all.
    const cases: Array<[string, string, Record<string, string>]> = [
      ['mugs', 'handmade-mugs', {}],
      ['blue', 'ceramics', {}],
      ['blue', 'ceramics', { filter_colour: 'majorelle-blue' }],
      ['lantern', 'handmade-mugs', {}],
    ];
    let found = 0;
    for (const [s, category, extra] of cases) {
      const q = await queryOf(s, category, extra);
      const plain = await plainPage(db(), q, 'relevance', 500, 0);
      expect(await countAndIds(db(), q, 'relevance', 500, 0), `${s} in ${category}`).toEqual(plain);
      found += plain.total;
    }
    expect(found).toBeGreaterThan(5);
  });

  it('applies the other filters before the window', async () => {
    const q = await queryOf('mug', 'handmade-mugs');
    const plain = await plainPage(db(), q, 'relevance', 500, 0);
    expect(plain.total).toBeGreaterThan(2);
    const ranked = await countAndIds(db(), q, 'relevance', 500, 0, 0, 2);
    expect(ranked).toMatchObject({ total: 2, moreThanTotal: true });
    expect(plain.ids).toEqual(expect.arrayContaining(ranked.ids));
  });

  it('tells the shop and the live search whether the total is exact', async () => {
    const listing = (await t.app.inject({ url: '/api/catalogue/listing?locale=en&s=mug' })).json<ListingPage>();
    expect(listing).toMatchObject({ moreThanTotal: false });
    expect(listing.total).toBeGreaterThan(0);
    const live = (await t.app.inject({ url: '/api/catalogue/search?locale=en&s=mug' })).json<SearchResults>();
    expect(live).toMatchObject({ moreThanTotal: false, total: listing.total });
    const none = (await t.app.inject({ url: '/api/catalogue/listing?locale=en&s=zzzqqq' })).json<ListingPage>();
    expect(none).toMatchObject({ total: 0, moreThanTotal: false });
  });
});
