/**
 * Coupons: whether one may be applied to a cart (one refusal reason each) and what each applied coupon takes off.
 * Shared by the server (authoritative) and the client.
 *
 * Rounding: a percent discount is computed once per coupon on the eligible subtotal, in integers, as
 * roundDiv(eligible × percent, 100): half a centime or more rounds up (away from zero), less rounds down. It is
 * never computed per unit and summed, so the same cart always gets the same discount.
 */
import type { CartLineAmounts } from './cart';
import { lineSubtotal } from './cart';
import { type Minor, roundDiv } from './money';

export const COUPON_KINDS = ['percent', 'fixed_cart', 'fixed_product', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off: products (per unit), the order, or shipping. Combinations are decided by class. */
export const COUPON_CLASSES = ['product', 'order', 'shipping'] as const;
export type CouponClass = (typeof COUPON_CLASSES)[number];

export const couponClass = (kind: CouponKind): CouponClass =>
  kind === 'fixed_product' ? 'product' : kind === 'free_shipping' ? 'shipping' : 'order';

export interface CouponRule {
  /** Lower-case (codes match case-insensitively). */
  code: string;
  kind: CouponKind;
  /** Whole percent for 'percent', minor units for the fixed kinds, unused for free shipping. */
  amount: number;
  minimumSpend: Minor | null;
  maximumSpend: Minor | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usageCount: number;
  /** Times one customer may use it (null: no limit), and how often the shopper at hand already has. */
  usageLimitPerCustomer: number | null;
  usedByCustomer: number;
  /** Alone in the cart: no other coupon with it. */
  individualUse: boolean;
  /** Lines on sale are not covered (nor counted towards its discount). */
  excludeSaleItems: boolean;
  /** The classes of coupon it may be used together with; both coupons must accept the other's class. */
  combinesWith: readonly CouponClass[];
  /** Products it is limited to; empty: every product. */
  productIds: readonly number[];
}

export const COUPON_REFUSALS = [
  'coupon_empty',
  'coupon_not_found',
  'coupon_already_applied',
  'coupon_expired',
  'coupon_usage_limit',
  'coupon_usage_limit_per_customer',
  'coupon_individual_use',
  'coupon_not_combinable',
  'coupon_not_applicable',
  'coupon_sale_items',
  'coupon_minimum_spend',
  'coupon_maximum_spend',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export interface CouponRefusalParams {
  /**
   * The coupon the refusal is about (for individual use and combinations: the coupon already applied that excludes
   * this one).
   */
  coupon?: string;
  minimumSpend?: Minor;
  maximumSpend?: Minor;
}

export type CouponVerdict = { ok: true } | { ok: false; reason: CouponRefusal; params: CouponRefusalParams };

export interface CouponContext {
  lines: readonly CartLineAmounts[];
  /** The cart's subtotal before discounts: minimum and maximum spend compare against it. */
  subtotal: Minor;
  /** Coupons already applied, in order. */
  applied: readonly CouponRule[];
  now: Date;
}

/** As shoppers type it: surrounding spaces dropped, case ignored. */
export function normaliseCouponCode(raw: string): string {
  return raw.trim().toLowerCase();
}

const forProduct = (coupon: CouponRule, line: CartLineAmounts) =>
  coupon.productIds.length === 0 || coupon.productIds.includes(line.productId);

/** A line the coupon takes something off: one of its products, and not on sale when it excludes sale items. */
const matchesLine = (coupon: CouponRule, line: CartLineAmounts) =>
  forProduct(coupon, line) && !(coupon.excludeSaleItems && line.onSale === true);

/** A coupon applies when the cart has a line it covers. */
export function couponApplies(coupon: CouponRule, lines: readonly CartLineAmounts[]): boolean {
  return lines.some((line) => matchesLine(coupon, line));
}

/** Whether two coupons may be in one cart: each accepts the other's class. */
export function couponsCombine(a: CouponRule, b: CouponRule): boolean {
  return a.combinesWith.includes(couponClass(b.kind)) && b.combinesWith.includes(couponClass(a.kind));
}

const refuse = (reason: CouponRefusal, params: CouponRefusalParams = {}): CouponVerdict => ({
  ok: false,
  reason,
  params,
});

/**
 * Whether `coupon` (looked up by `code`; null when no coupon has that code) can be applied now. Checks run in a
 * fixed order and the first failure is the reason given.
 */
export function checkCoupon(code: string, coupon: CouponRule | null, context: CouponContext): CouponVerdict {
  if (code === '') return refuse('coupon_empty');
  if (!coupon) return refuse('coupon_not_found', { coupon: code });
  const params = { coupon: coupon.code };
  if (context.applied.some((c) => c.code === coupon.code)) return refuse('coupon_already_applied', params);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= context.now.getTime()) return refuse('coupon_expired', params);
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return refuse('coupon_usage_limit', params);
  if (coupon.usageLimitPerCustomer !== null && coupon.usedByCustomer >= coupon.usageLimitPerCustomer) {
    return refuse('coupon_usage_limit_per_customer', params);
  }
  const exclusive = context.applied.find((c) => c.individualUse);
  if (exclusive) return refuse('coupon_individual_use', { coupon: exclusive.code });
  if (coupon.individualUse && context.applied.length > 0) return refuse('coupon_individual_use', params);
  const clash = context.applied.find((c) => !couponsCombine(c, coupon));
  if (clash) return refuse('coupon_not_combinable', { coupon: clash.code });
  if (!couponApplies(coupon, context.lines)) {
    const onlySaleItems = coupon.excludeSaleItems && context.lines.some((line) => forProduct(coupon, line));
    return refuse(onlySaleItems ? 'coupon_sale_items' : 'coupon_not_applicable', params);
  }
  if (coupon.minimumSpend !== null && context.subtotal < coupon.minimumSpend) {
    return refuse('coupon_minimum_spend', { ...params, minimumSpend: coupon.minimumSpend });
  }
  if (coupon.maximumSpend !== null && context.subtotal > coupon.maximumSpend) {
    return refuse('coupon_maximum_spend', { ...params, maximumSpend: coupon.maximumSpend });
  }
  return { ok: true };
}

export interface RemovedCoupon {
  code: string;
  reason: CouponRefusal;
  params: CouponRefusalParams;
}

/**
 * Re-checks the applied coupons against the cart as it is now (after a change, or when a coupon expired or was used
 * up meanwhile): those still valid are kept, in order; the others are reported with the reason.
 * `rules` holds each applied code's coupon, or null when it no longer exists.
 */
export function revalidateCoupons(
  codes: readonly string[],
  rules: ReadonlyMap<string, CouponRule>,
  context: Omit<CouponContext, 'applied'>,
): { kept: CouponRule[]; removed: RemovedCoupon[] } {
  const kept: CouponRule[] = [];
  const removed: RemovedCoupon[] = [];
  for (const code of codes) {
    const verdict = checkCoupon(code, rules.get(code) ?? null, { ...context, applied: kept });
    if (verdict.ok) kept.push(rules.get(code)!);
    else removed.push({ code, reason: verdict.reason, params: verdict.params });
  }
  return { kept, removed };
}

/** What one coupon takes off before any cap: percent of the covered lines, a fixed amount, or per covered unit. */
export function couponAmount(coupon: CouponRule, lines: readonly CartLineAmounts[]): Minor {
  const covered = lines.filter((line) => matchesLine(coupon, line));
  switch (coupon.kind) {
    case 'percent': {
      const eligible = covered.reduce((sum, line) => sum + lineSubtotal(line), 0);
      const percent = Math.min(100, Math.max(0, Math.trunc(coupon.amount)));
      return roundDiv(eligible * percent, 100);
    }
    case 'fixed_cart':
      // Excluding sale items, it takes off no more than the lines it covers.
      if (coupon.excludeSaleItems) {
        return Math.min(
          Math.max(0, coupon.amount),
          covered.reduce((sum, line) => sum + lineSubtotal(line), 0),
        );
      }
      return Math.max(0, coupon.amount);
    case 'fixed_product':
      // Never more than the unit's own price.
      return covered.reduce(
        (sum, line) => sum + Math.min(Math.max(0, coupon.amount), line.unitPrice) * line.quantity,
        0,
      );
    case 'free_shipping':
      return 0;
  }
}

export interface CouponDiscounts {
  perCoupon: Array<{ code: string; kind: CouponKind; discount: Minor }>;
  total: Minor;
  /** A free-shipping coupon is applied: the zone's free shipping method is offered whatever the amount. */
  freeShipping: boolean;
}

/**
 * The discount of each applied coupon, in the order applied. Each is computed on the undiscounted lines and capped
 * at what the earlier coupons left of the subtotal, so the total discount never exceeds the subtotal.
 */
export function couponDiscounts(coupons: readonly CouponRule[], lines: readonly CartLineAmounts[]): CouponDiscounts {
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
  let left = subtotal;
  const perCoupon = coupons.map((coupon) => {
    const discount = Math.min(couponAmount(coupon, lines), left);
    left -= discount;
    return { code: coupon.code, kind: coupon.kind, discount };
  });
  return { perCoupon, total: subtotal - left, freeShipping: coupons.some((c) => c.kind === 'free_shipping') };
}
