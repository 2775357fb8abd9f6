import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import type { ListingPage } from '../../server/modules/listing/schemas';
import { buildTestApp } from './support/app';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

interface Problem {
  code: string;
  errors?: Array<{ field: string; code: string }>;
}

describe.each(databases)('product listing on %s', (kind) => {
  const t = testServer(kind);
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);

  const listing = async (query: string) => {
    const response = await t.app.inject({ url: `/api/catalogue/listing?${query}` });
    expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
    return response.json<ListingPage>();
  };
  const problem = async (query: string, status: number) => {
    const response = await t.app.inject({ url: `/api/catalogue/listing?${query}` });
    expect(response.statusCode, query).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    return response.json<Problem>();
  };
  /** Ids of every product of a category subtree, straight from the tables. */
  const subtreeProducts = async (slug: string) =>
    (
      await rows<{ id: number }>(sql`with recursive tree(id) as (
          select id from categories where slug = ${slug}
          union all select c.id from categories c join tree on c.parent_id = tree.id)
        select distinct pc.product_id as id from product_categories pc join tree on tree.id = pc.category_id`)
    ).map((r) => Number(r.id));

  it('pages a category: 12 per page by default, page 4 of handmade mugs exists and pages never overlap', async () => {
    const mugs = await subtreeProducts('handmade-mugs');
    expect(mugs.length).toBeGreaterThanOrEqual(37);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => listing(`locale=en&category=handmade-mugs&page=${page}`)),
    );
    expect(pages[0]!).toMatchObject({
      page: 1,
      perPage: 12,
      total: mugs.length,
      pageCount: Math.ceil(mugs.length / 12),
    });
    expect(pages[0]!.category).toMatchObject({
      slug: 'handmade-mugs',
      name: 'Handmade Mugs',
      ancestors: [{ slug: 'ceramics', name: 'Ceramics' }],
    });
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages[3]!.items.length).toBe(mugs.length - 36);
    expect(ids.sort((a, b) => a - b)).toEqual([...mugs].sort((a, b) => a - b));
  });

  it('includes the products of descendant categories, and the whole shop without a category', async () => {
    const ceramics = await listing('locale=fr&category=ceramics&per_page=100');
    expect(ceramics.total).toBe((await subtreeProducts('ceramics')).length);
    expect(ceramics.category).toMatchObject({ slug: 'ceramics', name: 'Céramique', ancestors: [] });
    const mugs = await listing('locale=fr&category=handmade-mugs');
    expect(ceramics.total).toBeGreaterThan(mugs.total);
    const shop = await listing('locale=ar');
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(shop.total).toBe(Number(count!.n));
    expect(shop.category).toBeNull();
    expect(shop.suggestion).toBeNull();
  });

  it('offers on each card the attributes other than colour its variations choose by, with their terms, in the locale', async () => {
    const page = await listing(`locale=fr&category=handmade-mugs`);
    const cards = page.items.filter((c) => c.type === 'variable');
    expect(cards.length).toBeGreaterThan(0);
    const expected = await rows<{ product_id: number; slug: string; terms: string }>(sql`
      select pa.product_id, a.slug, string_agg(at.slug, ',' order by pt.position, pt.term_id) as terms
        from product_attributes pa
        join attributes a on a.id = pa.attribute_id and a.type <> 'colour'
        join product_terms pt on pt.product_id = pa.product_id
        join attribute_terms at on at.id = pt.term_id and at.attribute_id = a.id
       where pa.used_for_variations and pa.product_id = any(${`{${cards.map((c) => c.id).join(',')}}`}::int[])
       group by pa.product_id, a.slug, pa.position order by pa.product_id, pa.position, a.slug`);
    for (const card of cards) {
      const mine = expected.filter((r) => Number(r.product_id) === card.id);
      expect(card.options.map((o) => [o.attribute, o.terms.map((t) => t.slug).join(',')])).toEqual(
        mine.map((r) => [r.slug, r.terms]),
      );
    }
    const size = cards.flatMap((c) => c.options).find((o) => o.attribute === 'size');
    expect(size?.name).toBe('Taille');
    expect(page.items.filter((c) => c.type === 'simple').every((c) => c.options.length === 0)).toBe(true);
  });

  it('sorts by each order, ties broken by id', async () => {
    const keys = new Map(
      (
        await rows<{
          id: number;
          menu_order: number;
          total_sales: number;
          created_at: string | Date;
          price_min: number;
          price_max: number;
        }>(sql`select id, menu_order, total_sales, created_at, price_min, price_max from products`)
      ).map((r) => [Number(r.id), { ...r, created: new Date(r.created_at).getTime() }]),
    );
    const orders: Record<string, (id: number, card: ListingPage['items'][number]) => number[]> = {
      menu_order: (id) => [keys.get(id)!.menu_order, id],
      popularity: (id) => [-keys.get(id)!.total_sales, id],
      rating: (id, card) => [-card.rating.average, -card.rating.count, id],
      date: (id) => [-keys.get(id)!.created, id],
      price: (id, card) => [card.price.min, id],
      'price-desc': (id, card) => [-card.price.max, id],
    };
    for (const [orderby, key] of Object.entries(orders)) {
      const page = await listing(`locale=en&category=ceramics&per_page=100&orderby=${orderby}`);
      const tuples = page.items.map((card) => key(card.id, card));
      const sorted = [...tuples].sort((a, b) => a.reduce((d, x, i) => d || x - b[i]!, 0));
      expect(tuples, orderby).toEqual(sorted);
      expect(tuples.length).toBe(Math.min(100, page.total));
    }
  });

  it('filters by current price: any visible variation in range, a sale only inside its window', async () => {
    // A variable product whose visible variations leave a gap in their prices.
    const variable = await rows<{ id: number; prices: number[] }>(
      sql`select product_id as id, array_agg(distinct regular_price order by regular_price) as prices from variations
          where visible and sale_price is null group by product_id having count(distinct regular_price) >= 2
          and product_id not in (select product_id from variations where sale_price is not null) limit 1`,
    );
    const { id, prices } = variable[0]!;
    const [low, high] = [Number(prices[0]), Number(prices[1])];
    const has = async (min: number, max: number) =>
      (await listing(`locale=en&per_page=100&min_price=${min / 100}&max_price=${max / 100}`)).items.some(
        (i) => i.id === Number(id),
      );
    expect(await has(low, low)).toBe(true);
    expect(await has(high, high)).toBe(true);
    // Between two variations' prices: its price range overlaps, but nothing can be bought at that price.
    if (high - low >= 200) expect(await has(low + 100, high - 100)).toBe(false);

    // The demo has a simple product whose sale ended in January 2024: it costs its regular price.
    const [ended] = await rows<{ id: number; regular_price: number; sale_price: number }>(
      sql`select id, regular_price, sale_price from products where sale_to < now() and sale_price is not null limit 1`,
    );
    expect(ended).toBeDefined();
    const endedHas = async (price: number) =>
      (await listing(`locale=en&per_page=100&min_price=${price / 100}&max_price=${price / 100}`)).items.some(
        (i) => i.id === Number(ended!.id),
      );
    expect(await endedHas(Number(ended!.regular_price))).toBe(true);
    expect(await endedHas(Number(ended!.sale_price))).toBe(false);

    const ranged = await listing('locale=en&per_page=100&min_price=100&max_price=150.5');
    expect(ranged.total).toBeGreaterThan(0);
    for (const card of ranged.items) expect(card.price.min <= 15050 && card.price.max >= 10000).toBe(true);
  });

  it('combines terms with AND or OR, and counts facets as a brute force does', async () => {
    const colours = (await listing('locale=en&category=ceramics')).facets.attributes.find((a) => a.slug === 'colour')!;
    expect(colours.type).toBe('colour');
    const [a, b] = [...colours.terms].sort((x, y) => y.count - x.count).map((t) => t.slug);
    const withTerm = async (slug: string) =>
      new Set(
        (
          await rows<{ id: number }>(
            sql`select pt.product_id as id from product_terms pt join attribute_terms t on t.id = pt.term_id
                join attributes at on at.id = t.attribute_id where at.slug = 'colour' and t.slug = ${slug}`,
          )
        ).map((r) => Number(r.id)),
      );
    const ceramics = new Set(await subtreeProducts('ceramics'));
    const [setA, setB] = [await withTerm(a!), await withTerm(b!)];
    const and = [...ceramics].filter((id) => setA.has(id) && setB.has(id));
    const or = [...ceramics].filter((id) => setA.has(id) || setB.has(id));
    const andPage = await listing(`locale=en&category=ceramics&filter_colour=${a},${b}`);
    const orPage = await listing(`locale=en&category=ceramics&filter_colour=${a},${b}&query_type_colour=or`);
    expect(andPage.total).toBe(and.length);
    expect(orPage.total).toBe(or.length);
    expect(orPage.total).toBeGreaterThan(andPage.total);

    // Facet counts: 'or' ignores the attribute's own choice; other attributes count within the listing.
    const colourFacet = orPage.facets.attributes.find((f) => f.slug === 'colour')!;
    expect(colourFacet.terms.find((t) => t.slug === a)!.count).toBe([...ceramics].filter((id) => setA.has(id)).length);
    const material = orPage.facets.attributes.find((f) => f.slug === 'material')!;
    const ceramicMaterial = await rows<{ id: number }>(
      sql`select pt.product_id as id from product_terms pt join attribute_terms t on t.id = pt.term_id where t.slug = ${material.terms[0]!.slug}`,
    );
    const expected = ceramicMaterial.filter((r) => or.includes(Number(r.id))).length;
    expect(material.terms[0]!.count).toBe(expected);
    // 'and': a chosen term counts every product of the listing.
    const andFacet = andPage.facets.attributes.find((f) => f.slug === 'colour')!;
    expect(andFacet.terms.find((t) => t.slug === a)!.count).toBe(and.length);
    expect(andFacet.terms.every((t) => t.count > 0 || t.slug === a || t.slug === b)).toBe(true);
    // Categories: the same filters, per category with its descendants.
    expect(orPage.facets.categories.find((c) => c.slug === 'ceramics')!.count).toBe(or.length);
  });

  it('computes the price facet over every filter but the price', async () => {
    const all = await listing('locale=en&category=handmade-mugs');
    const narrowed = await listing('locale=en&category=handmade-mugs&min_price=150&max_price=160');
    expect(narrowed.facets.price).toEqual(all.facets.price);
    expect(narrowed.total).toBeLessThan(all.total);
    const [range] = await rows<{ low: number; high: number }>(
      sql`select min(pp.price) as low, max(pp.price) as high from product_prices pp join product_categories pc on pc.product_id = pp.product_id
          join categories c on c.id = pc.category_id where c.slug = 'handmade-mugs'`,
    );
    expect(all.facets.price).toEqual({ min: Number(range!.low), max: Number(range!.high) });
  });

  it('keeps each page its own answer when the listing cache is on, equal to a fresh read', async () => {
    const cached = await buildTestApp(t.db.handle, { listingCacheMs: 60_000 });
    try {
      const url = '/api/catalogue/listing?locale=en&category=bowls';
      const first = (await cached.inject({ url })).json<ListingPage>();
      expect((await cached.inject({ url })).json<ListingPage>()).toEqual(first);
      expect(first).toEqual(await listing('locale=en&category=bowls'));
      const second = (await cached.inject({ url: `${url}&page=2` })).json<ListingPage>();
      expect(second.total).toBe(first.total);
      expect(second.items.map((i) => i.id)).not.toContain(first.items[0]!.id);
    } finally {
      await cached.close();
    }
  });

  it('answers bad input with a problem naming each faulty parameter, never a 500', async () => {
    const bad = await problem('locale=en&orderby=cheapest&min_price=12,5&filter_COLOUR=red&query_type_size=xor', 400);
    expect(bad.code).toBe('invalid_parameter');
    expect(bad.errors!.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ['query.orderby', 'invalid_value'],
        ['query.min_price', 'invalid_format'],
        ['query.filter_COLOUR', 'invalid_value'],
        ['query.query_type_size', 'invalid_value'],
      ]),
    );
    expect((await problem('locale=en&min_price=300&max_price=100', 400)).errors).toEqual([
      expect.objectContaining({ field: 'query.max_price', code: 'less_than_min' }),
    ]);
    expect((await problem(`locale=en&s=${'x'.repeat(101)}`, 400)).errors![0]).toMatchObject({
      field: 'query.s',
      code: 'too_long',
    });
    expect((await problem('locale=en&filter_colour=Bleu!', 400)).errors![0]).toMatchObject({
      field: 'query.filter_colour',
      code: 'invalid_format',
    });
    expect((await problem('locale=en&filter_flavour=mint', 400)).errors![0]).toMatchObject({
      field: 'query.filter_flavour',
    });
    const missing = await problem('locale=en&category=no-such-thing', 404);
    expect(missing).toMatchObject({ code: 'category_not_found', errors: [{ field: 'query.category' }] });
    const beyond = await problem('locale=en&category=handmade-mugs&page=5', 404);
    expect(beyond).toMatchObject({ code: 'page_out_of_range', errors: [{ field: 'query.page' }] });
    expect((await problem('locale=de', 400)).errors!.map((e) => e.field)).toEqual(['query.locale']);
    expect((await problem('locale=en&page=0', 400)).errors!.map((e) => e.field)).toEqual(['query.page']);
    expect((await problem('locale=en&per_page=101', 400)).errors!.map((e) => e.field)).toEqual(['query.per_page']);
    // Whatever the address, never a server error.
    for (const query of [
      's=%27%3B%20drop%20table%20products%3B--',
      's=a%20%26%20b%20%7C%20!c%3A*',
      's=%22%22%22',
      's=%E2%80%8F',
      's=the%20and',
      'filter_colour=unknown-term',
      'filter_colour=a&filter_colour=b',
      'min_price=99999999999',
      'orderby=',
      'page=abc',
      'category=%00',
    ]) {
      const response = await t.app.inject({ url: `/api/catalogue/listing?locale=en&${query}` });
      expect(response.statusCode, query).toBeLessThan(500);
    }
    // An unknown term of a known attribute matches nothing (an old link still opens).
    expect((await listing('locale=en&filter_colour=no-such-colour')).total).toBe(0);
  });
});
