import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../../server/db/client';
import { buildTestApp } from '../support/app';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { type OrderBody, buyer, newIdempotencyKey } from '../support/checkout-client';
import { databases } from '../support/test-db';

const stockOf = async (t: ReturnType<typeof cartTestServer>, id: number) =>
  (
    await queryRows<{ stock_quantity: number; stock_status: string }>(
      t.db.handle.db,
      sql`select stock_quantity, stock_status from products where id = ${id}`,
    )
  )[0]!;

describe.each(databases)('concurrent checkouts on %s', (kind) => {
  const t = cartTestServer(kind);

  it('sells exactly the 5 in stock to 100 shoppers checking out at once; the others keep their carts', async () => {
    const lamp = t.fx.product.lamp!;
    await t.db.handle.db.execute(sql`update products set stock_quantity = 100 where id = ${lamp}`);
    const buyers = await Promise.all(Array.from({ length: 100 }, () => buyer(t.app)));
    for (const b of buyers) expect((await b.add({ productId: lamp, quantity: 1 })).statusCode).toBe(200);
    await t.db.handle.db.execute(sql`update products set stock_quantity = 5 where id = ${lamp}`);
    // Shipping 30.00 to Casablanca: the total each was shown.
    for (const b of buyers) await b.update({ country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
    const responses = await Promise.all(buyers.map((b) => b.place({ expectedTotal: 43_000 })));
    const placed = responses.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(new Set(refused.map((r) => problemOf(r).code))).toEqual(new Set(['out_of_stock']));
    expect(await stockOf(t, lamp)).toEqual({ stock_quantity: 0, stock_status: 'outofstock' });
    const numbers = placed.map((r) => r.json<OrderBody>().number);
    expect(new Set(numbers).size).toBe(5);
    const kept = await Promise.all(buyers.map((b) => b.cart()));
    expect(kept.filter((c) => c.count === 1)).toHaveLength(95);
  });

  it('refuses a line for more than is left, saying how many are', async () => {
    const lamp = t.fx.product.lamp!;
    await t.db.handle.db.execute(
      sql`update products set stock_quantity = 10, stock_status = 'instock' where id = ${lamp}`,
    );
    const b = await buyer(t.app);
    await b.add({ productId: lamp, quantity: 2 });
    await b.update({ country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
    await t.db.handle.db.execute(sql`update products set stock_quantity = 1 where id = ${lamp}`);
    const response = await b.place({ expectedTotal: 83_000 });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({ code: 'out_of_stock', params: { available: 1, name: 'Lamp' } });
    expect(await stockOf(t, lamp)).toEqual({ stock_quantity: 1, stock_status: 'instock' });
    expect((await b.cart()).count).toBe(2);
  });

  it('makes one order of the same key sent 10 times at once', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    await b.update({ country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
    const key = newIdempotencyKey();
    const responses = await Promise.all(Array.from({ length: 10 }, () => b.place({ expectedTotal: 13_000 }, key)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json<OrderBody>().number)).size).toBe(1);
    const [count] = await queryRows<{ n: number }>(
      t.db.handle.db,
      sql`select count(*)::int as n from orders where idempotency_key = ${key}`,
    );
    expect(count!.n).toBe(1);
  });
});

// PGlite is one process's database: two servers on one database is PostgreSQL's case only.
describe.each(databases.filter((kind) => kind === 'postgres'))('two servers on one %s', (kind) => {
  const t = cartTestServer(kind);

  it('never oversell nor repeat an order number when shoppers check out on both at once', async () => {
    const { driver } = t.db.handle;
    if (driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // A second server process would open its own pool on the same database: so does this one.
    const second = await openDatabase({ url: (driver.pool.options as { connectionString: string }).connectionString });
    const other = await buildTestApp(second);
    try {
      const lamp = t.fx.product.lamp!;
      await t.db.handle.db.execute(sql`update products set stock_quantity = 40 where id = ${lamp}`);
      const buyers = await Promise.all(Array.from({ length: 40 }, (_, i) => buyer(i % 2 ? other : t.app)));
      for (const b of buyers) await b.add({ productId: lamp, quantity: 1 });
      await t.db.handle.db.execute(sql`update products set stock_quantity = 12 where id = ${lamp}`);
      for (const b of buyers) await b.update({ country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
      const responses = await Promise.all(buyers.map((b) => b.place({ expectedTotal: 43_000 })));
      const numbers = responses.filter((r) => r.statusCode === 201).map((r) => r.json<OrderBody>().number);
      expect(numbers).toHaveLength(12);
      expect(new Set(numbers).size).toBe(12);
      expect((await stockOf(t, lamp)).stock_quantity).toBe(0);
    } finally {
      await other.close();
      await second.close();
    }
  });
});
