import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { type OrderBody, buyer } from '../support/checkout-client';
import { databases } from '../support/test-db';

const SENT = {
  source_type: 'utm',
  referrer: 'https://www.instagram.com/',
  utm_source: 'instagram',
  utm_medium: 'social',
  utm_campaign: 'ramadan',
  session_entry: 'http://localhost/fr/?utm_source=instagram',
  session_pages: '3',
  session_count: '1',
  user_agent: 'Mozilla/5.0',
};

describe.each(databases)('order attribution on %s', (kind) => {
  const t = cartTestServer(kind);
  const storedOf = async (number: number) =>
    (
      await queryRows<{ attribution: Record<string, string> | null }>(
        t.db.handle.db,
        sql`select attribution from orders where id = ${number}`,
      )
    )[0]?.attribution;

  it('stores what the checkout sent on the order, every field of the spec present', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const order = (await b.placeAtShownTotal({ attribution: SENT })).json<OrderBody>();
    const stored = await storedOf(order.number);
    expect(stored).toMatchObject(SENT);
    expect(stored?.utm_term).toBe('');
  });

  it('refuses a field the spec does not know, naming it, and places nothing', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const response = await b.placeAtShownTotal({ attribution: { ...SENT, price: '1' } });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.field).toMatch(/attribution/);
    expect((await b.cart()).count).toBe(1);
  });

  it('stores none when the shop turned tracking off', async () => {
    await t.db.handle.db.execute(sql`insert into settings (key, value) values ('attribution', '{"enabled": false}')`);
    try {
      const b = await buyer(t.app);
      await b.add({ productId: t.fx.product.mug, quantity: 1 });
      const order = (await b.placeAtShownTotal({ attribution: SENT })).json<OrderBody>();
      expect(await storedOf(order.number)).toBeNull();
    } finally {
      await t.db.handle.db.execute(sql`delete from settings where key = 'attribution'`);
    }
  });
});
