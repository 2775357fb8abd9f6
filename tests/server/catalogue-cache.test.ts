import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, queryRows } from '../../server/db/client';
import { clearListingCache } from '../../server/modules/listing/cache';
import type { ListingPage, ProductCard } from '../../server/modules/listing/schemas';
import type { SearchResults } from '../../server/modules/search/schemas';
import { buildTestApp } from './support/app';
import { anotherConnection, databases } from './support/test-db';
import { testServer } from './support/test-server';

interface Target {
  id: number;
  name: string;
  category: string;
  price: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases)('kept catalogue answers follow catalogue changes on %s', (kind) => {
  const t = testServer(kind);
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);
  /** Answers kept for a minute, and no price refresh: a change, a sale boundary or the TTL ends them. */
  let kept: FastifyInstance;
  /** Another connection to the database, as another instance or a script would have (PGlite has one). */
  let writer: DbHandle;
  beforeAll(async () => {
    kept = await buildTestApp(t.db.handle, { listingCacheMs: 60_000 });
    writer = await anotherConnection(t.db.handle, 1);
  });
  afterAll(async () => {
    await kept?.close();
    if (writer && writer !== t.db.handle) await writer.close();
  });

  /** A simple product in stock, not on sale, its English name and one of its categories; one per test. */
  let taken = 0;
  const target = async (): Promise<Target> => {
    const [row] = await rows<{ id: number; name: string; category: string; price: number }>(
      sql`select p.id, t.name, c.slug as category, p.regular_price as price
          from products p
          join product_translations t on t.product_id = p.id and t.locale = 'en'
          join lateral (select c.slug from product_categories pc join categories c on c.id = pc.category_id
                        where pc.product_id = p.id order by c.id limit 1) c on true
          where p.type = 'simple' and p.sale_price is null and p.stock_status = 'instock'
          order by p.id offset ${taken++} limit 1`,
    );
    return { ...row!, id: Number(row!.id), price: Number(row!.price) };
  };

  /** The target's card as the category listing (sorted by price, 100 a page) and the live search show it. */
  const cards = async (app: FastifyInstance, p: Target) => {
    const listing = await app.inject({
      url: `/api/catalogue/listing?locale=en&category=${p.category}&orderby=price&per_page=100`,
    });
    const search = await app.inject({
      url: `/api/catalogue/search?locale=en&limit=20&s=${encodeURIComponent(p.name)}`,
    });
    expect(listing.statusCode).toBe(200);
    expect(search.statusCode).toBe(200);
    const find = (items: ProductCard[]) => items.find((i) => i.id === p.id);
    return {
      listed: find(listing.json<ListingPage>().items)!,
      searched: find(search.json<SearchResults>().items)!,
      etag: String(listing.headers.etag),
    };
  };

  it('drops kept answers when a change is committed behind the shop’s back: another instance, a script', async () => {
    const p = await target();
    const before = await cards(kept, p);
    expect(before.listed.price.regular).toBe(p.price);
    expect(before.searched.price.regular).toBe(p.price);
    // Kept: the same answer again while nothing changes.
    expect((await cards(kept, p)).etag).toBe(before.etag);
    // Written through another connection, as another instance or a script on the database would (PostgreSQL: a pool
    // of its own; PGlite has one).
    await writer.db.execute(sql`update products set regular_price = ${p.price + 1000} where id = ${p.id}`);
    // The data version moved at the commit: the kept answers go as soon as the app hears of it.
    await expect.poll(async () => (await cards(kept, p)).listed.price.regular, { timeout: 5000 }).toBe(p.price + 1000);
    const after = await cards(kept, p);
    expect(after.searched.price.regular).toBe(p.price + 1000);
    expect(after.etag).not.toBe(before.etag);
  });

  it('shows a price and stock change in the kept answers with a new ETag; the old ETag gets the whole answer', async () => {
    const p = await target();
    const before = await cards(kept, p);
    await t.db.handle.db.execute(
      sql`update products set regular_price = ${p.price + 2000}, stock_status = 'outofstock' where id = ${p.id}`,
    );
    await expect.poll(async () => (await cards(kept, p)).listed.stockStatus, { timeout: 5000 }).toBe('outofstock');
    const after = await cards(kept, p);
    for (const card of [after.listed, after.searched]) {
      expect(card.price.regular).toBe(p.price + 2000);
      expect(card.stockStatus).toBe('outofstock');
    }
    expect(after.etag).not.toBe(before.etag);
    const url = `/api/catalogue/listing?locale=en&category=${p.category}&orderby=price&per_page=100`;
    expect((await kept.inject({ url, headers: { 'if-none-match': before.etag } })).statusCode).toBe(200);
    expect((await kept.inject({ url, headers: { 'if-none-match': after.etag } })).statusCode).toBe(304);
  });

  it('drops a kept answer when a sale on a product it shows starts, with no refresh', async () => {
    const p = await target();
    const starts = new Date(Date.now() + 3000);
    const sale = Math.floor(p.price / 2);
    await t.db.handle.db.execute(
      sql`update products set sale_price = ${sale}, sale_from = ${starts.toISOString()}::timestamptz where id = ${p.id}`,
    );
    // The sale is known (as after the refresh that follows its entry); nothing is refreshed or cleared after this.
    clearListingCache(t.db.handle.db);
    const before = await cards(kept, p);
    for (const card of [before.listed, before.searched]) expect(card.price.sale).toBeNull();
    await sleep(starts.getTime() - Date.now() + 100);
    const after = await cards(kept, p);
    for (const card of [after.listed, after.searched]) {
      expect(card.price.sale).toBe(sale);
      expect(card.onSale).toBe(true);
    }
  });

  it('logs every submitted search, kept answer or not', async () => {
    const count = async () =>
      Number(
        (await rows<{ n: number }>(sql`select count(*)::int as n from search_log where query = 'brass tray'`))[0]!.n,
      );
    const before = await count();
    for (let i = 0; i < 3; i++) {
      const response = await kept.inject({ url: '/api/catalogue/listing?locale=en&s=brass%20tray' });
      expect(response.statusCode).toBe(200);
    }
    await kept.inject({ url: '/api/catalogue/listing?locale=en&s=brass%20tray&page=2' });
    expect(await count()).toBe(before + 3);
  });
});
