import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../../server/db/client';
import { CASABLANCA, newIdempotencyKey } from '../support/checkout-client';
import { databases } from '../support/test-db';
import { type CrashDatabase, createCrashDatabase } from './database';
import { type Session, newSession, send } from './http';
import { freePort, ServerProcess } from './server-process';

const BUYERS = 24;
const LAMP_STOCK = 1_000;

/** A buyer with a mug and two lamps in the cart, delivered to Casablanca: 100.00 + 2 × 400.00 + 30.00. */
async function readyBuyer(port: number, fx: CrashDatabase['fx']): Promise<Session> {
  const session = await newSession(port);
  const cart = (path: string, method: string, json: unknown) =>
    send(port, method, `/api/cart${path}?locale=fr`, { session, json });
  for (const [productId, quantity] of [
    [fx.product.mug!, 1],
    [fx.product.lamp!, 2],
  ] as const) {
    const added = await cart('/items', 'POST', { productId, quantity });
    if (added.status !== 200) throw new Error(`add: ${added.status} ${added.body}`);
  }
  await cart('/shipping/address', 'PUT', { country: 'MA', state: 'macas', city: 'Casablanca', postcode: '20000' });
  return session;
}

describe.each(databases)('a server killed while placing orders on %s', (kind) => {
  let database: CrashDatabase | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    database = await createCrashDatabase(kind);
    // Enough lamps for every buyer, set before the server holds the database.
    const db = await openDatabase(dbOptions(database));
    await db.db.execute(
      sql`update products set stock_quantity = ${LAMP_STOCK} where id = ${database.fx.product.lamp!}`,
    );
    await db.close();
    server = new ServerProcess(await freePort(), {
      ...database.env,
      CLIENT_DIR: join(database.folder, 'no-client'),
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: 'warn',
    });
    expect(await server.start()).toEqual({ status: 'ok', database: kind });
  });

  afterAll(async () => {
    await server?.kill();
    await database?.remove();
  });

  it('keeps no partial order, and stock that matches the orders that exist', async ({ annotate }) => {
    const fx = database!.fx;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => readyBuyer(server!.port, fx)));
    let acknowledged = 0;
    let reached!: () => void;
    const enough = new Promise<void>((resolve) => (reached = resolve));
    const placing = buyers.map(async (session) => {
      try {
        const reply = await send(server!.port, 'POST', '/api/checkout/orders?locale=fr', {
          session,
          headers: { 'idempotency-key': newIdempotencyKey() },
          json: { billing: CASABLANCA, shipToDifferentAddress: false, paymentMethod: 'cod', expectedTotal: 93_000 },
        });
        if (reply.status === 201 && ++acknowledged >= BUYERS / 3) reached();
        return reply.status;
      } catch {
        return 0;
      }
    });
    await Promise.race([enough, Promise.all(placing)]);
    await server!.kill();
    const statuses = await Promise.all(placing);
    const cut = statuses.filter((s) => s === 0).length;
    expect(await server!.start()).toEqual({ status: 'ok', database: kind });
    await server!.kill();

    const db = await openDatabase(dbOptions(database!));
    try {
      const orders = await queryRows<{ id: number; total: number; lines: number; quantity: number }>(
        db.db,
        sql`select o.id, o.total, count(l.*)::int as lines, coalesce(sum(l.quantity), 0)::int as quantity
            from orders o left join order_lines l on l.order_id = o.id group by o.id`,
      );
      // Every order is whole: both lines, the right total, and its mail queued with it.
      for (const order of orders) expect(order).toMatchObject({ lines: 2, quantity: 3, total: 93_000 });
      const [mail] = await queryRows<{ n: number }>(db.db, sql`select count(*)::int as n from mail_outbox`);
      expect(mail!.n).toBe(orders.length);
      // Every acknowledged order exists; cut-off ones either landed whole or not at all.
      expect(orders.length).toBeGreaterThanOrEqual(acknowledged);
      expect(orders.length).toBeLessThanOrEqual(acknowledged + cut);
      const [lamp] = await queryRows<{ stock_quantity: number }>(
        db.db,
        sql`select stock_quantity from products where id = ${fx.product.lamp!}`,
      );
      expect(lamp!.stock_quantity).toBe(LAMP_STOCK - 2 * orders.length);
      const [carts] = await queryRows<{ full: number }>(
        db.db,
        sql`select count(distinct cart_id)::int as full from cart_lines`,
      );
      expect(carts!.full).toBe(BUYERS - orders.length);
      // The kill struck while orders were still being placed.
      expect(orders.length).toBeLessThan(BUYERS);
      await annotate(`${kind}: ${acknowledged} acknowledged, ${cut} cut off, ${orders.length} orders after restart`);
    } finally {
      await db.close();
    }
  }, 180_000);
});

function dbOptions(database: CrashDatabase) {
  return database.env.DATABASE_URL ? { url: database.env.DATABASE_URL } : { dataDir: database.env.PGLITE_DIR! };
}
