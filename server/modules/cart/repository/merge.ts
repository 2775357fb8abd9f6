/**
 * Signing in: the guest's cart joins the customer's (before or after setting sessions.user_id: it reads neither).
 * The cart service then fits the merged lines to their limits and stock (service/merge.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cartLines, carts } from '../../../db/schema/index';
import { cartLinesOf, lockCart, updateCart } from './store';

export interface MergeResult {
  /** What happened: no guest cart, the guest cart became the customer's, or its lines joined an existing cart. */
  outcome: 'nothing' | 'adopted' | 'merged';
  cartId: string | null;
}

/**
 * Merges the guest cart of `sessionId` into the cart of `userId`, as the shop's platform does on login:
 * - the customer has no cart yet: the guest cart simply becomes theirs;
 * - otherwise every guest line is added to the customer's cart, and a line both have adds the two quantities
 *   together (the service then keeps them within limits and stock); coupons are joined (re-checked on the next answer), the guest's note, address and
 *   countdown win when set; the guest cart is deleted.
 * Both carts are locked (customer first, then guest, always in that order) for the duration.
 */
export async function mergeGuestCart(db: Db, sessionId: string, userId: number): Promise<MergeResult> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [existing] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
    const [guest] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
    if (!guest) return { outcome: 'nothing', cartId: existing?.id ?? null };
    if (!existing) {
      await tx
        .update(carts)
        .set({ userId, sessionId: null, version: sql`${carts.version} + 1`, updatedAt: new Date() })
        .where(eq(carts.id, guest.id));
      return { outcome: 'adopted', cartId: guest.id };
    }
    const target = await lockCart(tx, { userId });
    const guestLines = await cartLinesOf(tx, guest.id);
    for (const line of guestLines) {
      await tx
        .insert(cartLines)
        .values({ ...line, cartId: target.id })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.key],
          set: { quantity: sql`${cartLines.quantity} + ${line.quantity}` },
        });
    }
    const hasGuestAddress = guest.shippingCountry !== '';
    await updateCart(tx, target.id, {
      couponCodes: [...new Set([...target.couponCodes, ...guest.couponCodes])],
      note: guest.note !== '' ? guest.note : target.note,
      customer: guest.customer ?? target.customer,
      ...(hasGuestAddress
        ? {
            shippingCountry: guest.shippingCountry,
            shippingState: guest.shippingState,
            shippingCity: guest.shippingCity,
            shippingPostcode: guest.shippingPostcode,
            shippingMethods: guest.shippingMethods,
          }
        : {}),
      countdownStartedAt:
        guestLines.length > 0 ? (guest.countdownStartedAt ?? target.countdownStartedAt) : target.countdownStartedAt,
      version: target.version + 1,
      updatedAt: new Date(),
    });
    await tx.delete(carts).where(and(eq(carts.id, guest.id), eq(carts.sessionId, sessionId)));
    return { outcome: 'merged', cartId: target.id };
  });
}
