import { count, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@domain/checkout/orders';
import type { Db } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema/index';

export interface OrderSummaryRow {
  number: number;
  key: string;
  status: OrderStatus;
  createdAt: Date;
  total: number;
  itemCount: number;
}

/** One page of the customer's orders, newest first, and how many there are in all. */
export async function customerOrders(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const rows = await db
    .select({
      number: orders.id,
      key: orders.key,
      status: orders.status,
      createdAt: orders.createdAt,
      total: orders.total,
      itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(limit)
    .offset(offset);
  const [all] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return { rows, total: all?.n ?? 0 };
}
