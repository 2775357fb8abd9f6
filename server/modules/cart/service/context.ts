/** What the cart's rules read besides its lines: the coupons it names, the shipping zones and the store settings. */
import type { CouponRule } from '@domain/cart-coupons';
import type { StoreSettings } from '@domain/settings';
import type { Db } from '../../../db/client';
import { loadSettings } from '../../settings/service';
import { type ShippingData, loadCoupons, loadShipping } from '../repository/commerce';

export interface CartContext {
  /** The coupons named so far, by (lower-case) code; a code with no coupon is absent. */
  coupons: Map<string, CouponRule>;
  shipping: ShippingData;
  settings: StoreSettings;
  /** The signed-in customer the cart belongs to (per-customer coupon limits), or null for a guest. */
  userId: number | null;
}

/** Read once per request. */
export async function loadContext(db: Db, codes: readonly string[], userId: number | null): Promise<CartContext> {
  // Sequential on purpose: a transaction has one connection, and node-postgres will refuse overlapping queries on it.
  const coupons = await loadCoupons(db, codes, userId);
  const shipping = await loadShipping(db);
  const settings = await loadSettings(db);
  return { coupons, shipping, settings, userId };
}

/** The coupon of `code`, read only when the context does not hold it yet. */
export async function couponRule(db: Db, context: CartContext, code: string): Promise<CouponRule | null> {
  if (!context.coupons.has(code)) {
    const rule = (await loadCoupons(db, [code], context.userId)).get(code);
    if (rule) context.coupons.set(code, rule);
  }
  return context.coupons.get(code) ?? null;
}
