import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { nextSaleBoundary, refreshProductPrices } from '../../server/db/prices';
import { productCards } from '../../server/modules/listing/repository/cards';
import { categoryLexeme } from '../../server/modules/listing/repository/query';
import { searchQuery } from '../../server/modules/search/repository';
import type { Locale } from '@domain/locales';
import type { ListingPage } from '../../server/modules/listing/schemas';
import type { SearchResults } from '../../server/modules/search/schemas';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

describe.each(databases)('search on %s', (kind) => {
  const t = testServer(kind);
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json<T>();
  };
  const search = (locale: string, s: string, extra = '') =>
    get<ListingPage>(`/api/catalogue/listing?locale=${locale}&s=${encodeURIComponent(s)}${extra}`);
  const live = (locale: string, s: string, extra = '') =>
    get<SearchResults>(`/api/catalogue/search?locale=${locale}&s=${encodeURIComponent(s)}${extra}`);

  it('finds products in each locale, by relevance, accents ignored', async () => {
    const en = await search('en', 'tagine');
    expect(en.total).toBeGreaterThan(3);
    expect(en.items.every((i) => /tagine/i.test(i.name))).toBe(true);
    const ar = await search('ar', 'طاجين');
    expect(ar.total).toBe(en.total);
    const withAccent = await search('fr', 'céramique');
    const without = await search('fr', 'CERAMIQUE');
    expect(without.total).toBeGreaterThan(0);
    expect(without.items.map((i) => i.id)).toEqual(withAccent.items.map((i) => i.id));
    // Name matches rank above description-only matches.
    const mug = await search('en', 'mug');
    expect(/mug/i.test(mug.items[0]!.name)).toBe(true);
    // An explicit order wins over relevance.
    const cheap = await search('en', 'mug', '&orderby=price&per_page=100');
    const prices = cheap.items.map((i) => i.price.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('asks each word in its stemmed and plain forms, once when they are the same, the last as a prefix', async () => {
    const db = t.db.handle.db;
    const rank = async (locale: Locale, text: string) => (await searchQuery(db, locale, text))?.rank ?? null;
    expect(await rank('en', 'mug')).toBe("('mug':*)");
    expect(await rank('en', 'Blue mugs')).toBe("('blue') & ('mug':* | 'mugs':*)");
    expect(await rank('fr', 'théière berbère')).toBe("('theier' | 'theiere') & ('berber':* | 'berbere':*)");
    expect(await searchQuery(db, 'en', 'the')).toBeNull();
  });

  it('looks a last word up once when its stemmed prefix covers its plain one, and ranks by both', async () => {
    const db = t.db.handle.db;
    expect(await searchQuery(db, 'en', 'Blue mugs')).toEqual({
      rank: "('blue') & ('mug':* | 'mugs':*)",
      match: "('blue') & ('mug':*)",
    });
    // Only a prefix covers: a word before the last is matched whole, so both its forms stay.
    expect(await searchQuery(db, 'fr', 'théière berbère')).toEqual({
      rank: "('theier' | 'theiere') & ('berber':* | 'berbere':*)",
      match: "('theier' | 'theiere') & ('berber':*)",
    });
    // 'happi' does not begin 'happy': both prefixes are needed.
    expect(await searchQuery(db, 'en', 'happy')).toEqual({
      rank: "('happi':* | 'happy':*)",
      match: "('happi':* | 'happy':*)",
    });
  });

  it("finds 'théière' when 'theiere' is typed (the text index follows the product's text)", async () => {
    const [row] = await rows<{ id: number }>(
      sql`select product_id as id from product_translations where locale = 'fr' order by product_id limit 1`,
    );
    await t.db.handle.db.execute(
      sql`update product_translations set name = 'Théière berbère en laiton' where locale = 'fr' and product_id = ${row!.id}`,
    );
    const found = await search('fr', 'theiere');
    expect(found.items.map((i) => i.id)).toEqual([Number(row!.id)]);
    expect((await search('fr', 'THÉIÈRE')).total).toBe(1);
    expect((await live('fr', 'thei')).items.map((i) => i.id)).toEqual([Number(row!.id)]);
  });

  it("keeps each searched document equal to its translation's words and its product's categories, through every change", async () => {
    const db = t.db.handle.db;
    // The expected documents, from the source tables: the translation's words, then a lexeme for each category the
    // product is in and each of their ancestors. Compared as text: the same vector, whatever the driver makes of it.
    const differences = () =>
      rows<{ n: number }>(sql`with recursive up(product_id, category_id) as (
          select product_id, category_id from product_categories
          union select up.product_id, c.parent_id from up join categories c on c.id = up.category_id where c.parent_id is not null
        ), lexemes as (select product_id, array_to_tsvector(array_agg(distinct '#' || category_id)) as v from up group by product_id),
        expected as (select t.product_id, t.locale, (t.search_vector || coalesce(l.v, ''::tsvector))::text as document
                     from product_translations t left join lexemes l on l.product_id = t.product_id)
        select count(*)::int as n from (
          (select * from expected except all select product_id, locale, search_vector::text from search_documents)
          union all
          (select product_id, locale, search_vector::text from search_documents except all select * from expected)) d`);
    const documentOf = async (id: number) =>
      (
        await rows<{ d: string }>(
          sql`select search_vector::text as d from search_documents where product_id = ${id} and locale = 'en'`,
        )
      )[0]?.d;
    expect(await differences()).toEqual([{ n: 0 }]);
    const [product] = await rows<{ id: number }>(
      sql`insert into products (slug, type, regular_price) values ('documents-probe', 'simple', 4200) returning id`,
    );
    const id = Number(product!.id);
    await db.execute(
      sql`insert into product_translations (product_id, locale, name) values (${id}, 'en', 'Zanzibar probe')`,
    );
    expect(await differences()).toEqual([{ n: 0 }]);
    expect(await documentOf(id)).not.toContain('#');
    expect((await search('en', 'zanzibar')).items.map((i) => i.id)).toEqual([id]);

    // Listed in a category: its document names the category and its ancestors, and a search there finds it.
    const [mugs] = await rows<{ id: number; parent_id: number }>(
      sql`select id, parent_id from categories where slug = 'handmade-mugs'`,
    );
    const [other] = await rows<{ id: number }>(
      sql`select id from categories where parent_id is null and id <> ${mugs!.parent_id} order by id limit 1`,
    );
    await db.execute(sql`insert into product_categories (product_id, category_id) values (${id}, ${mugs!.id})`);
    expect(await differences()).toEqual([{ n: 0 }]);
    expect(await documentOf(id)).toContain(`'${categoryLexeme(Number(mugs!.id))}'`);
    expect((await live('en', 'zanzibar', '&category=handmade-mugs')).items.map((i) => i.id)).toEqual([id]);
    expect((await search('en', 'zanzibar', '&category=handmade-mugs')).items.map((i) => i.id)).toEqual([id]);
    // A new price rewrites the product's listing facts but not its documents (the same row version stays).
    const version = sql`select xmin::text as v from search_documents where product_id = ${id}`;
    const before = await rows<{ v: string }>(version);
    await db.execute(sql`update products set regular_price = 4300 where id = ${id}`);
    await refreshProductPrices(db);
    expect((await productCards(db, [id], 'en'))[0]!.price.min).toBe(4300);
    expect(await rows<{ v: string }>(version)).toEqual(before);
    expect(await differences()).toEqual([{ n: 0 }]);
    // The category moves to another parent, and back.
    await db.execute(sql`update categories set parent_id = ${other!.id} where id = ${mugs!.id}`);
    expect(await differences()).toEqual([{ n: 0 }]);
    expect(await documentOf(id)).toContain(`'${categoryLexeme(Number(other!.id))}'`);
    await db.execute(sql`update categories set parent_id = ${mugs!.parent_id} where id = ${mugs!.id}`);
    expect(await differences()).toEqual([{ n: 0 }]);

    await db.execute(
      sql`update product_translations set name = 'Quokka probe', description = 'Woven' where product_id = ${id}`,
    );
    expect(await differences()).toEqual([{ n: 0 }]);
    expect((await search('en', 'zanzibar')).total).toBe(0);
    expect((await search('en', 'quokka', '&category=handmade-mugs')).items.map((i) => i.id)).toEqual([id]);
    // Out of the category: no longer found there, still found in the shop.
    await db.execute(sql`delete from product_categories where product_id = ${id}`);
    expect(await differences()).toEqual([{ n: 0 }]);
    expect(await documentOf(id)).not.toContain('#');
    expect((await search('en', 'quokka', '&category=handmade-mugs')).total).toBe(0);
    expect((await search('en', 'quokka')).items.map((i) => i.id)).toEqual([id]);
    await db.execute(sql`update product_translations set locale = 'fr' where product_id = ${id}`);
    expect(await differences()).toEqual([{ n: 0 }]);
    expect((await search('en', 'quokka')).total).toBe(0);
    expect((await search('fr', 'quokka')).items.map((i) => i.id)).toEqual([id]);
    await db.execute(sql`delete from products where id = ${id}`);
    expect(await differences()).toEqual([{ n: 0 }]);
    expect((await search('fr', 'quokka')).total).toBe(0);
  });

  it('matches the last word as a prefix, for live search', async () => {
    const results = await live('en', 'tagi');
    expect(results.total).toBeGreaterThan(3);
    expect(results.items.length).toBeLessThanOrEqual(6);
    expect(results.items.every((i) => /tagine/i.test(i.name))).toBe(true);
    expect((await live('en', 'cooking tagi', '&limit=20')).items.every((i) => /cooking tagine/i.test(i.name))).toBe(
      true,
    );
    expect((await live('fr', 'lanter')).total).toBeGreaterThan(0);
    expect((await live('ar', 'طاجي')).total).toBeGreaterThan(0);
    const inCategory = await live('en', 'blue', '&category=handmade-mugs&limit=20');
    const mugs = await get<ListingPage>('/api/catalogue/listing?locale=en&category=handmade-mugs&per_page=100');
    const mugIds = new Set(mugs.items.map((i) => i.id));
    expect(inCategory.items.every((i) => mugIds.has(i.id))).toBe(true);
  });

  it('suggests a corrected query for a typo, and nothing when the search finds enough', async () => {
    const typo = await search('en', 'tajine');
    expect(typo.total).toBeLessThan(3);
    expect(typo.suggestion).toBe('tagine');
    expect((await search('fr', 'lanterrne')).suggestion).toBe('lanterne');
    expect((await search('en', 'brass lanterm')).suggestion).toBe('brass lantern');
    expect((await search('en', 'tagine')).suggestion).toBeNull();
    expect((await search('en', 'qqqqzzzz')).suggestion).toBeNull();
    expect((await live('en', 'lanterm')).suggestion).toBe('lantern');
  });

  it('logs submitted searches and serves the most searched keywords of the last 90 days', async () => {
    const seeded = await get<{ keywords: string[] }>('/api/catalogue/search/popular?locale=en');
    expect(seeded.keywords).toHaveLength(8);
    expect(seeded.keywords[0]).toBe('tagine');
    for (const keyword of seeded.keywords) expect((await live('en', keyword)).total, keyword).toBeGreaterThan(0);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from search_log`);
    await live('en', 'lantern');
    await search('en', 'Brass  Lantern', '&page=2').catch(() => undefined);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from search_log`)).toEqual(before);
    for (let i = 0; i < 20; i++) await search('en', 'Brass  Lantern');
    const [logged] = await rows<{ query: string; result_count: number }>(
      sql`select query, result_count from search_log order by id desc limit 1`,
    );
    expect(logged).toMatchObject({ query: 'brass lantern' });
    expect(Number(logged!.result_count)).toBeGreaterThan(0);
    expect((await get<{ keywords: string[] }>('/api/catalogue/search/popular?locale=en')).keywords[0]).toBe(
      'brass lantern',
    );
    await t.db.handle.db.execute(
      sql`update search_log set created_at = now() - interval '91 days' where query = 'brass lantern'`,
    );
    expect((await get<{ keywords: string[] }>('/api/catalogue/search/popular?locale=en')).keywords).not.toContain(
      'brass lantern',
    );
    for (const locale of ['fr', 'ar'])
      expect(
        (await get<{ keywords: string[] }>(`/api/catalogue/search/popular?locale=${locale}`)).keywords,
      ).toHaveLength(8);
  });

  it('rejects a short or long query, an unknown category and a bad locale with a problem', async () => {
    const cases: Array<[string, number, string, string]> = [
      ['locale=en&s=ta', 400, 'invalid_parameter', 'query.s'],
      ['locale=en&s=%20%20ta%20', 400, 'invalid_parameter', 'query.s'],
      ['locale=en', 400, 'invalid_parameter', 'query.s'],
      [`locale=en&s=${'a'.repeat(101)}`, 400, 'invalid_parameter', 'query.s'],
      ['locale=en&s=tagine&category=nope', 404, 'category_not_found', 'query.category'],
      ['locale=en&s=tagine&limit=21', 400, 'invalid_request', 'query.limit'],
      ['locale=xx&s=tagine', 400, 'invalid_request', 'query.locale'],
    ];
    for (const [query, status, code, field] of cases) {
      const response = await t.app.inject({ url: `/api/catalogue/search?${query}` });
      expect(response.statusCode, query).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code, errors: [expect.objectContaining({ field })] });
    }
    const short = await t.app.inject({ url: '/api/catalogue/search?locale=en&s=ta' });
    expect(short.json()).toMatchObject({ errors: [{ code: 'too_short' }] });
    const popular = await t.app.inject({ url: '/api/catalogue/search/popular?locale=de' });
    expect(popular.statusCode).toBe(400);
  });

  it('keeps the price lookup equal to the card prices, across a sale window boundary', async () => {
    const check = async (now: Date) => {
      await refreshProductPrices(t.db.handle.db, now);
      const lookup = await rows<{ id: number; price_min: number; price_max: number }>(
        sql`select id, price_min, price_max from products order by id`,
      );
      const cards = await productCards(
        t.db.handle.db,
        lookup.map((r) => Number(r.id)),
        'en',
        now,
      );
      expect(lookup.map((r) => [Number(r.id), Number(r.price_min), Number(r.price_max)])).toEqual(
        cards.map((c) => [c.id, c.price.min, c.price.max]),
      );
    };
    await check(new Date());
    // A sale that starts tomorrow: not applied now, applied after the boundary.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const [product] = await rows<{ id: number; regular_price: number }>(
      sql`select id, regular_price from products where type = 'simple' and sale_price is null limit 1`,
    );
    await t.db.handle.db.execute(
      sql`update products set sale_price = ${Math.floor(Number(product!.regular_price) / 2)}, sale_from = ${tomorrow.toISOString()}::timestamptz where id = ${product!.id}`,
    );
    expect((await nextSaleBoundary(t.db.handle.db))?.getTime()).toBe(tomorrow.getTime());
    await check(new Date());
    await check(new Date(tomorrow.getTime() + 1000));
    const [after] = await rows<{ price_min: number }>(sql`select price_min from products where id = ${product!.id}`);
    expect(Number(after!.price_min)).toBe(Math.floor(Number(product!.regular_price) / 2));
  });
});
