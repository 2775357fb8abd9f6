import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartLines, carts } from '../../../db/schema/index';

/** Whose cart: a signed-in shopper's (every session of the user shares it) or a guest session's. */
export type CartOwner = { userId: number } | { sessionId: string };

export function ownerOf(session: { id: string; userId: number | null }): CartOwner {
  return session.userId !== null ? { userId: session.userId } : { sessionId: session.id };
}

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;

const ownerCondition = (owner: CartOwner) =>
  'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId);

/** The owner's cart, or null: reading never creates one. */
export async function findCart(db: Db, owner: CartOwner): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(ownerCondition(owner)).limit(1);
  return row ?? null;
}

/**
 * The owner's cart, created when missing, locked until the transaction ends: concurrent changes to one cart wait
 * for each other instead of overwriting each other. Two first requests racing to create the cart both end on the
 * one row (insert … on conflict do nothing, then select … for update). Call inside a transaction.
 */
export async function lockCart(tx: Db, owner: CartOwner): Promise<CartRow> {
  const locked = () => tx.select().from(carts).where(ownerCondition(owner)).for('update');
  const [existing] = await locked();
  if (existing) return existing;
  const values = 'userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  await tx.insert(carts).values(values).onConflictDoNothing();
  const [row] = await locked();
  if (!row) throw new Error('cart row vanished under its lock');
  return row;
}

/** Lines in the order they were first added. */
export async function cartLinesOf(db: Db, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.key));
}

/** Where a line stands among others: a bundle and its items, a product bought together with another. */
export type LineStructure = Pick<CartLineRow, 'role' | 'parentKey' | 'perParent' | 'bundleItemId' | 'relationId'>;

/** Writes a line's quantity (creating the line when new) and returns the line as stored. */
export async function setLineQuantity(
  tx: Db,
  line: Pick<CartLineRow, 'cartId' | 'key' | 'productId' | 'variationId' | 'attributes'> & Partial<LineStructure>,
  quantity: number,
): Promise<CartLineRow> {
  const [row] = await tx
    .insert(cartLines)
    .values({ ...line, quantity })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.key], set: { quantity } })
    .returning();
  return row!;
}

export async function deleteLine(tx: Db, cartId: string, key: string): Promise<void> {
  await tx.delete(cartLines).where(sql`${cartLines.cartId} = ${cartId} and ${cartLines.key} = ${key}`);
}

export type CartChanges = Partial<Omit<CartRow, 'id' | 'sessionId' | 'userId' | 'createdAt'>>;

export async function updateCart(tx: Db, cartId: string, changes: CartChanges): Promise<void> {
  await tx.update(carts).set(changes).where(eq(carts.id, cartId));
}
