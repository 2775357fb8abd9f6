/** Orders, their lines and the stock and coupon counters placing one changes. */
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  cartLines,
  carts,
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  products,
  variations,
} from '../../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

export async function findOrderByIdempotencyKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** The order, its row locked until the transaction ends: two payments of one order run one after the other. */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** A pending order paid: its method chosen and the status that method starts an order in. */
export async function setOrderPayment(
  tx: Db,
  id: number,
  payment: Pick<OrderRow, 'status' | 'paymentMethod'>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(payment).where(eq(orders.id, id)).returning();
  return row!;
}

export async function linesOfOrder(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function insertOrder(tx: Db, order: NewOrder, lines: NewOrderLine[]): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row!.id })));
  return row!;
}

/**
 * Takes `quantity` from a product's or variation's managed stock, only if that much is left: one statement, so two
 * checkouts for the last unit cannot both succeed (the second waits for the first's row lock, then finds too little).
 * Stock reaching 0 marks the item out of stock. Returns the stock left, or null when there was not enough.
 */
export async function takeStock(
  tx: Db,
  item: { kind: 'product' | 'variation'; id: number },
  quantity: number,
): Promise<number | null> {
  const table = item.kind === 'product' ? products : variations;
  const [row] = await tx
    .update(table)
    .set({
      stockQuantity: sql`${table.stockQuantity} - ${quantity}`,
      stockStatus: sql`case when ${table.stockQuantity} - ${quantity} <= 0 then 'outofstock' else ${table.stockStatus} end`,
    })
    .where(and(eq(table.id, item.id), gte(table.stockQuantity, quantity)))
    .returning({ left: table.stockQuantity });
  return row ? row.left! : null;
}

/** What is left of an item's stock now (for the shopper's message). */
export async function stockLeft(tx: Db, item: { kind: 'product' | 'variation'; id: number }): Promise<number> {
  const table = item.kind === 'product' ? products : variations;
  const [row] = await tx.select({ left: table.stockQuantity }).from(table).where(eq(table.id, item.id));
  return Math.max(0, row?.left ?? 0);
}

/** Counts one use of a coupon, only while its usage limit allows; false when it is used up. */
export async function redeemCoupon(
  tx: Db,
  code: string,
  customer: { userId: number | null; email: string },
): Promise<boolean> {
  const [row] = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit))))
    .returning({ id: coupons.id });
  if (!row) return false;
  await tx.insert(couponRedemptions).values({ couponId: row.id, userId: customer.userId, email: customer.email });
  return true;
}

/** The cart after its order: no lines, coupons or note; the destination and shipping choice are kept. */
export async function emptyCart(tx: Db, cartId: string, version: number, now: Date): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx
    .update(carts)
    .set({ couponCodes: [], note: '', countdownStartedAt: null, version, updatedAt: now })
    .where(eq(carts.id, cartId));
}
