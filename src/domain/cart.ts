/**
 * Cart arithmetic shared by the server (which is authoritative) and the client: line keys and subtotals, the item
 * count, totals, the free-shipping goal and the countdown. Money is integer minor units throughout.
 * Coupons are in cart-coupons.ts, shipping in cart-shipping.ts, and the whole computation in cart-summary.ts.
 */
import { assertMinor, type Minor } from './money';

/** What a line needs for arithmetic: the price is the unit price the shopper pays now (domain/pricing.ts). */
export interface CartLineAmounts {
  productId: number;
  quantity: number;
  unitPrice: Minor;
  /** Sold below its regular price now (coupons may exclude such lines). */
  onSale?: boolean;
  /** The product's shipping class ('free-shipping' ships free), null for none. */
  shippingClass?: string | null;
  /** A bundle's own line: its items are the things counted, so it is not. */
  container?: boolean;
}

/**
 * A line's stable key: the product, the variation and the terms chosen for the variation's 'any' attributes
 * (sorted), e.g. '42', '42-317', '42-317~size.large'. Slugs are [a-z0-9-], so the key is safe in a URL path.
 */
export function lineKey(
  productId: number,
  variationId: number | null,
  chosen: Readonly<Record<string, string>> = {},
): string {
  const base = variationId === null ? String(productId) : `${productId}-${variationId}`;
  const attributes = Object.keys(chosen)
    .sort()
    .map((slug) => `~${slug}.${chosen[slug]}`)
    .join('');
  return base + attributes;
}

export function lineSubtotal(line: CartLineAmounts): Minor {
  assertMinor(line.unitPrice);
  if (!Number.isSafeInteger(line.quantity))
    throw new RangeError(`A cart quantity is a whole number, got ${line.quantity}`);
  const subtotal = line.unitPrice * line.quantity;
  assertMinor(subtotal);
  return subtotal;
}

export function cartSubtotal(lines: readonly CartLineAmounts[]): Minor {
  let total = 0;
  for (const line of lines) total += lineSubtotal(line);
  assertMinor(total);
  return total;
}

/** The cart's count of items: the sum of the lines' quantities, a bundle counted by its items. */
export function itemCount(lines: ReadonlyArray<{ quantity: number; container?: boolean }>): number {
  return lines.reduce((n, line) => (line.container ? n : n + line.quantity), 0);
}

/** A count of 0 or less is an empty cart (and its countdown is cleared). */
export const isEmptyCount = (count: number) => count <= 0;

export interface CartTotals {
  subtotal: Minor;
  discount: Minor;
  shipping: Minor;
  total: Minor;
}

/** Totals that can never go negative: the discount is at most the subtotal, shipping at least 0. */
export function cartTotals(subtotal: Minor, discount: Minor, shipping: Minor): CartTotals {
  const safeSubtotal = Math.max(0, subtotal);
  const safeDiscount = Math.min(Math.max(0, discount), safeSubtotal);
  const safeShipping = Math.max(0, shipping);
  return {
    subtotal: safeSubtotal,
    discount: safeDiscount,
    shipping: safeShipping,
    total: safeSubtotal - safeDiscount + safeShipping,
  };
}

export interface FreeShippingGoal {
  /** The amount that earns free shipping, in minor units. */
  threshold: Minor;
  /** What is still missing (0 once reached). */
  remaining: Minor;
  /** 0–100, rounded down so the bar never shows 100 before the goal is met. */
  percent: number;
  /** Done at percent ≥ 100. */
  done: boolean;
}

/** The free-shipping goal for an amount, the cart's subtotal after discounts. */
export function freeShippingGoal(amount: Minor, threshold: Minor): FreeShippingGoal {
  if (threshold <= 0) return { threshold: 0, remaining: 0, percent: 100, done: true };
  const reached = Math.max(0, amount);
  const percent = Math.min(100, Math.floor((reached * 100) / threshold));
  return { threshold, remaining: Math.max(0, threshold - reached), percent, done: percent >= 100 };
}

/**
 * The cookie in which the server writes the cart's item count with every cart answer (readable by the page, like
 * the platform's items-in-cart cookie): the header shows it without downloading the cart.
 */
export const CART_COUNT_COOKIE = 'zellige_cart_count';

/** The longest order note, checked by the note form and by the server. */
export const ORDER_NOTE_MAX_LENGTH = 1000;

/**
 * The countdown ends at start + length × 60 s. A looping countdown starts over at each end: its end is then the first
 * end after `now` (start + k × length).
 */
export function countdownEnd(startedAt: Date, lengthMinutes: number, loop = false, now: Date = startedAt): Date {
  const period = lengthMinutes * 60_000;
  const first = startedAt.getTime() + period;
  if (!loop || period <= 0 || now.getTime() < first) return new Date(first);
  const periods = Math.floor((now.getTime() - startedAt.getTime()) / period) + 1;
  return new Date(startedAt.getTime() + periods * period);
}
