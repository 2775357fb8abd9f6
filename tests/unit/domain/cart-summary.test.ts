import { describe, expect, it } from 'vitest';
import type { CouponRule } from '@domain/cart-coupons';
import type { ShippingZoneRule } from '@domain/cart-shipping';
import { type CartSummaryInput, summariseCart } from '@domain/cart-summary';

const now = new Date('2026-05-01T12:00:00Z');
const zone: ShippingZoneRule = {
  id: 1,
  position: 0,
  countries: ['MA'],
  states: [],
  postcodes: [],
  methods: [
    { id: 10, kind: 'flat_rate', cost: 4_500, minAmount: null, enabled: true, position: 0 },
    { id: 11, kind: 'free_shipping', cost: null, minAmount: 50_000, enabled: true, position: 1 },
  ],
};
const percent: CouponRule = {
  code: 'ten',
  kind: 'percent',
  amount: 10,
  minimumSpend: 30_000,
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
};
const input = (overrides: Partial<CartSummaryInput> = {}): CartSummaryInput => ({
  lines: [{ key: '1', productId: 1, quantity: 2, unitPrice: 20_000 }],
  couponCodes: ['ten'],
  coupons: new Map([['ten', percent]]),
  address: { country: 'MA', state: 'macas', city: '', postcode: '' },
  chosenMethods: { '0': 11 },
  zones: [zone],
  freeShippingThreshold: 50_000,
  countdown: { enabled: true, lengthMinutes: 10, loop: false },
  countdownStartedAt: new Date('2026-05-01T11:55:00Z'),
  now,
  ...overrides,
});

describe('the whole cart computation', () => {
  it('prices lines, coupons, shipping, goal and countdown together', () => {
    const summary = summariseCart(input());
    expect(summary.count).toBe(2);
    expect(summary.subtotal).toBe(40_000);
    expect(summary.coupons).toEqual([{ code: 'ten', kind: 'percent', discount: 4_000 }]);
    // 360.00 after discount: free shipping (from 500.00) is not offered, so the choice falls back to flat rate.
    expect(summary.shipping.packages[0]!.methods.map((m) => m.method.id)).toEqual([10]);
    expect(summary.chosenMethods).toEqual({ '0': 10 });
    expect(summary.totals).toEqual({ subtotal: 40_000, discount: 4_000, shipping: 4_500, total: 40_500 });
    expect(summary.freeShipping).toEqual({ threshold: 50_000, remaining: 14_000, percent: 72, done: false });
    expect(summary.countdown?.endsAt.toISOString()).toBe('2026-05-01T12:05:00.000Z');
  });

  it('drops a coupon whose minimum spend is no longer met, and says so', () => {
    const summary = summariseCart(input({ lines: [{ key: '1', productId: 1, quantity: 1, unitPrice: 20_000 }] }));
    expect(summary.coupons).toEqual([]);
    expect(summary.removedCoupons).toEqual([
      { code: 'ten', reason: 'coupon_minimum_spend', params: { coupon: 'ten', minimumSpend: 30_000 } },
    ]);
    expect(summary.totals.discount).toBe(0);
  });

  it('has no packages until a country is known, and keeps the earlier choice meanwhile', () => {
    const summary = summariseCart(input({ address: null }));
    expect(summary.shipping).toEqual({ addressRequired: true, packages: [] });
    expect(summary.chosenMethods).toEqual({ '0': 11 });
    expect(summary.totals.shipping).toBe(0);
  });

  it('clears the countdown of an empty cart or when the store turned it off', () => {
    expect(summariseCart(input({ lines: [], couponCodes: [] })).countdown).toBeNull();
    expect(
      summariseCart(input({ countdown: { enabled: false, lengthMinutes: 10, loop: false } })).countdown,
    ).toBeNull();
  });

  it('ends a looping countdown at the first end after now, a whole number of lengths from its start', () => {
    // Started 11:55, 10 minutes: 12:05 while it runs; with loop, at 12:17 the third period ends at 12:25.
    const at = (iso: string) => new Date(iso);
    expect(summariseCart(input({ now: at('2026-05-01T12:17:00Z') })).countdown?.endsAt).toEqual(
      at('2026-05-01T12:05:00Z'),
    );
    const looping = { enabled: true, lengthMinutes: 10, loop: true };
    expect(summariseCart(input({ countdown: looping, now: at('2026-05-01T12:17:00Z') })).countdown?.endsAt).toEqual(
      at('2026-05-01T12:25:00Z'),
    );
    expect(summariseCart(input({ countdown: looping, now: at('2026-05-01T12:05:00Z') })).countdown?.endsAt).toEqual(
      at('2026-05-01T12:15:00Z'),
    );
    expect(summariseCart(input({ countdown: looping, now: at('2026-05-01T12:00:00Z') })).countdown?.endsAt).toEqual(
      at('2026-05-01T12:05:00Z'),
    );
  });
});
