/**
 * How much one cart may hold: a maximum quantity per line and per cart, and a maximum order value (the subtotal
 * before coupons and shipping). Store settings choose them within fixed ceilings, which the database columns and
 * the integer arithmetic are sized for. The server refuses a change that would break one; the client's fields and
 * messages use the same rules.
 */
import { cartSubtotal, type CartLineAmounts, itemCount } from './cart';
import type { Minor } from './money';

export interface CartLimits {
  maxLineQuantity: number;
  maxCartQuantity: number;
  maxOrderValue: Minor;
}

/** What a setting may never exceed: the cart_lines check constraint, and sums far below 2^53. */
export const CART_LIMIT_CEILINGS: CartLimits = {
  maxLineQuantity: 10_000,
  maxCartQuantity: 100_000,
  // One billion dirhams.
  maxOrderValue: 100_000_000_000,
};

/** A handmade shop sells a few of a thing to a household, more to a riad or a restaurant: generous, not boundless. */
export const DEFAULT_CART_LIMITS: CartLimits = {
  maxLineQuantity: 100,
  maxCartQuantity: 500,
  // 250 000 dirhams.
  maxOrderValue: 25_000_000,
};

export type CartLimitRefusal = { code: 'cart_quantity_limit'; max: number } | { code: 'order_value_limit'; max: Minor };

/** Settings brought inside 1…ceiling (a stored value can be anything an owner typed). */
export function effectiveCartLimits(limits: CartLimits): CartLimits {
  const bound = (value: number, ceiling: number) =>
    Number.isSafeInteger(value) ? Math.min(Math.max(1, value), ceiling) : ceiling;
  return {
    maxLineQuantity: bound(limits.maxLineQuantity, CART_LIMIT_CEILINGS.maxLineQuantity),
    maxCartQuantity: bound(limits.maxCartQuantity, CART_LIMIT_CEILINGS.maxCartQuantity),
    maxOrderValue: bound(limits.maxOrderValue, CART_LIMIT_CEILINGS.maxOrderValue),
  };
}

/** A line's maximum once the store's per-line limit applies: the lower of the product's own and the store's. */
export function lineMaximum(productMax: number | null, limits: CartLimits): number {
  const storeMax = effectiveCartLimits(limits).maxLineQuantity;
  return productMax === null ? storeMax : Math.min(productMax, storeMax);
}

/**
 * Whether the cart as it would be after a change stays within the store's limits: first its item count, then its
 * value. Each line must already be within its own maximum (lineMaximum).
 */
export function checkCartLimits(lines: readonly CartLineAmounts[], limits: CartLimits): CartLimitRefusal | null {
  const { maxCartQuantity, maxOrderValue } = effectiveCartLimits(limits);
  if (itemCount(lines) > maxCartQuantity) return { code: 'cart_quantity_limit', max: maxCartQuantity };
  if (cartSubtotal(lines) > maxOrderValue) return { code: 'order_value_limit', max: maxOrderValue };
  return null;
}
