import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  type CouponContext,
  couponAmount,
  couponDiscounts,
  type CouponRule,
  normaliseCouponCode,
  revalidateCoupons,
} from '@domain/cart-coupons';

const now = new Date('2026-05-01T12:00:00Z');
const coupon = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  code: 'c',
  kind: 'percent',
  amount: 10,
  minimumSpend: null,
  maximumSpend: null,
  expiresAt: null,
  usageLimit: null,
  usageCount: 0,
  usageLimitPerCustomer: null,
  usedByCustomer: 0,
  individualUse: false,
  excludeSaleItems: false,
  combinesWith: ['product', 'order', 'shipping'],
  productIds: [],
  ...overrides,
});
const lines = [
  { productId: 1, quantity: 2, unitPrice: 10_000 },
  { productId: 2, quantity: 1, unitPrice: 3_333 },
];
const context = (overrides: Partial<CouponContext> = {}): CouponContext => ({
  lines,
  subtotal: 23_333,
  applied: [],
  now,
  ...overrides,
});

describe('coupon codes', () => {
  it('are trimmed and case-insensitive', () => {
    expect(normaliseCouponCode('  BienVenue10 ')).toBe('bienvenue10');
  });
});

describe('coupon eligibility: one reason per refusal', () => {
  it('accepts a valid coupon', () => {
    expect(checkCoupon('c', coupon(), context())).toEqual({ ok: true });
  });

  it.each([
    ['an empty code', '', coupon(), context(), 'coupon_empty', {}],
    ['an unknown code', 'nope', null, context(), 'coupon_not_found', { coupon: 'nope' }],
    [
      'a coupon already applied',
      'c',
      coupon(),
      context({ applied: [coupon()] }),
      'coupon_already_applied',
      { coupon: 'c' },
    ],
    [
      'an expired coupon',
      'c',
      coupon({ expiresAt: new Date('2026-05-01T12:00:00Z') }),
      context(),
      'coupon_expired',
      { coupon: 'c' },
    ],
    [
      'a used-up coupon',
      'c',
      coupon({ usageLimit: 5, usageCount: 5 }),
      context(),
      'coupon_usage_limit',
      { coupon: 'c' },
    ],
    [
      'a coupon next to an individual-use one',
      'c',
      coupon(),
      context({ applied: [coupon({ code: 'solo', individualUse: true })] }),
      'coupon_individual_use',
      { coupon: 'solo' },
    ],
    [
      'an individual-use coupon next to another',
      'c',
      coupon({ individualUse: true }),
      context({ applied: [coupon({ code: 'other' })] }),
      'coupon_individual_use',
      { coupon: 'c' },
    ],
    [
      'a coupon this customer has used as often as it allows',
      'c',
      coupon({ usageLimitPerCustomer: 1, usedByCustomer: 1 }),
      context(),
      'coupon_usage_limit_per_customer',
      { coupon: 'c' },
    ],
    [
      'a product coupon next to an order coupon that does not combine with product coupons',
      'c',
      coupon({ kind: 'fixed_product', amount: 500 }),
      context({ applied: [coupon({ code: 'order', combinesWith: ['shipping'] })] }),
      'coupon_not_combinable',
      { coupon: 'order' },
    ],
    [
      'an order coupon that does not combine with the order coupon already applied',
      'c',
      coupon({ combinesWith: ['product', 'shipping'] }),
      context({ applied: [coupon({ code: 'first' })] }),
      'coupon_not_combinable',
      { coupon: 'first' },
    ],
    [
      'a coupon excluding sale items on a cart where its products are all on sale',
      'c',
      coupon({ excludeSaleItems: true, productIds: [1] }),
      context({ lines: [{ ...lines[0]!, onSale: true }, lines[1]!] }),
      'coupon_sale_items',
      { coupon: 'c' },
    ],
    [
      'a coupon for products not in the cart',
      'c',
      coupon({ productIds: [9] }),
      context(),
      'coupon_not_applicable',
      { coupon: 'c' },
    ],
    [
      'a coupon on an empty cart',
      'c',
      coupon(),
      context({ lines: [], subtotal: 0 }),
      'coupon_not_applicable',
      { coupon: 'c' },
    ],
    [
      'a cart below the minimum spend',
      'c',
      coupon({ minimumSpend: 30_000 }),
      context(),
      'coupon_minimum_spend',
      { coupon: 'c', minimumSpend: 30_000 },
    ],
    [
      'a cart above the maximum spend',
      'c',
      coupon({ maximumSpend: 20_000 }),
      context(),
      'coupon_maximum_spend',
      { coupon: 'c', maximumSpend: 20_000 },
    ],
  ] as const)('refuses %s', (_name, code, rule, ctx, reason, params) => {
    expect(checkCoupon(code, rule, ctx)).toEqual({ ok: false, reason, params });
  });

  it('accepts coupons whose classes both combine, and a customer below the per-customer limit', () => {
    const shipping = coupon({ code: 'ship', kind: 'free_shipping', combinesWith: ['order'] });
    expect(checkCoupon('c', coupon({ combinesWith: ['shipping'] }), context({ applied: [shipping] }))).toEqual({
      ok: true,
    });
    expect(checkCoupon('c', coupon({ usageLimitPerCustomer: 2, usedByCustomer: 1 }), context())).toEqual({ ok: true });
  });

  it('accepts a coupon excluding sale items while one line it covers is at full price', () => {
    const mixed = context({
      lines: [
        { ...lines[0]!, onSale: true },
        { ...lines[1]!, onSale: false },
      ],
    });
    expect(checkCoupon('c', coupon({ excludeSaleItems: true }), mixed)).toEqual({ ok: true });
  });

  it('accepts a coupon that expires later and a cart exactly at the minimum spend', () => {
    expect(
      checkCoupon('c', coupon({ expiresAt: new Date('2026-05-01T12:00:01Z'), minimumSpend: 23_333 }), context()),
    ).toEqual({ ok: true });
  });
});

describe('discounts', () => {
  it('leave the lines on sale out when the coupon excludes sale items', () => {
    const mixed = [{ ...lines[0]!, onSale: true }, lines[1]!];
    expect(couponAmount(coupon({ amount: 10, excludeSaleItems: true }), mixed)).toBe(333);
    expect(couponAmount(coupon({ amount: 10 }), mixed)).toBe(2_333);
    // A fixed cart amount takes off no more than the lines it covers.
    expect(couponAmount(coupon({ kind: 'fixed_cart', amount: 5_000, excludeSaleItems: true }), mixed)).toBe(3_333);
    expect(couponAmount(coupon({ kind: 'fixed_cart', amount: 5_000 }), mixed)).toBe(5_000);
  });

  it('takes a percent of the covered lines, rounded half up to the centime', () => {
    // 10 % of 233.33 = 23.333 → 23.33; 15 % of 33.33 = 4.9995 → 5.00.
    expect(couponAmount(coupon({ amount: 10 }), lines)).toBe(2_333);
    expect(couponAmount(coupon({ amount: 15, productIds: [2] }), lines)).toBe(500);
    // 5 % of 0.10 = 0.005 → 0.01 (half rounds up); 4 % of 0.10 = 0.004 → 0.00.
    expect(couponAmount(coupon({ amount: 5 }), [{ productId: 1, quantity: 1, unitPrice: 10 }])).toBe(1);
    expect(couponAmount(coupon({ amount: 4 }), [{ productId: 1, quantity: 1, unitPrice: 10 }])).toBe(0);
    expect(couponAmount(coupon({ amount: 150 }), lines)).toBe(23_333);
  });

  it('takes a fixed amount off the cart, or off each covered unit (never more than its price)', () => {
    expect(couponAmount(coupon({ kind: 'fixed_cart', amount: 5_000 }), lines)).toBe(5_000);
    expect(couponAmount(coupon({ kind: 'fixed_product', amount: 2_000, productIds: [1] }), lines)).toBe(4_000);
    expect(couponAmount(coupon({ kind: 'fixed_product', amount: 5_000 }), lines)).toBe(2 * 5_000 + 3_333);
    expect(couponAmount(coupon({ kind: 'free_shipping' }), lines)).toBe(0);
  });

  it('caps each coupon at what the earlier ones left, and flags free shipping', () => {
    const result = couponDiscounts(
      [
        coupon({ code: 'a', kind: 'fixed_cart', amount: 20_000 }),
        coupon({ code: 'b', kind: 'fixed_cart', amount: 5_000 }),
        coupon({ code: 'f', kind: 'free_shipping' }),
      ],
      lines,
    );
    expect(result.perCoupon).toEqual([
      { code: 'a', kind: 'fixed_cart', discount: 20_000 },
      { code: 'b', kind: 'fixed_cart', discount: 3_333 },
      { code: 'f', kind: 'free_shipping', discount: 0 },
    ]);
    expect(result.total).toBe(23_333);
    expect(result.freeShipping).toBe(true);
  });
});

describe('re-checking applied coupons when the cart changes', () => {
  it('keeps the valid ones in order and reports why the others left', () => {
    const rules = new Map([
      ['ok', coupon({ code: 'ok' })],
      ['min', coupon({ code: 'min', kind: 'fixed_cart', amount: 1_000, minimumSpend: 50_000 })],
    ]);
    const { kept, removed } = revalidateCoupons(['ok', 'gone', 'min'], rules, { lines, subtotal: 23_333, now });
    expect(kept.map((c) => c.code)).toEqual(['ok']);
    expect(removed).toEqual([
      { code: 'gone', reason: 'coupon_not_found', params: { coupon: 'gone' } },
      { code: 'min', reason: 'coupon_minimum_spend', params: { coupon: 'min', minimumSpend: 50_000 } },
    ]);
  });
});
