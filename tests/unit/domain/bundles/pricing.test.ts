import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appliesPercent,
  bundleTotals,
  discounted,
  roundPercent,
  type BundleItemState,
  type BundleRules,
} from '@domain/bundles';

const item = (over: Partial<BundleItemState> = {}): BundleItemState => ({
  id: 1,
  name: 'Teapot',
  price: 10_000,
  regularPrice: 10_000,
  qty: 1,
  stock: -1,
  optional: false,
  purchasable: true,
  ...over,
});
const rules = (over: Partial<BundleRules> = {}): BundleRules => ({
  discount: 0,
  discountAmount: 0,
  fixedPrice: false,
  optional: false,
  excludeUnpurchasable: false,
  min: 0,
  max: 0,
  totalMin: 0,
  totalMax: 0,
  ...over,
});
const ON = { roundPrice: true, bundledPriceFrom: 'sale_price' } as const;
const OFF = { roundPrice: false, bundledPriceFrom: 'sale_price' } as const;
const OWN = { price: 0, regularPrice: 0 };

describe('bundle pricing', () => {
  it('sums the chosen items at their selling prices, regular prices as the struck total', () => {
    const totals = bundleTotals(
      [item({ price: 8_000, regularPrice: 10_000, qty: 2 }), item({ id: 2, price: 2_500, regularPrice: 2_500 })],
      rules(),
      ON,
      OWN,
    );
    expect(totals).toEqual({ regular: 22_500, sale: 18_500, saved: null, struck: true });
  });

  it('counts from regular prices when the store says so', () => {
    const totals = bundleTotals(
      [item({ price: 8_000, regularPrice: 10_000 })],
      rules(),
      {
        ...ON,
        bundledPriceFrom: 'regular_price',
      },
      OWN,
    );
    expect(totals.sale).toBe(10_000);
    expect(totals.struck).toBe(false);
  });

  it('leaves out items without a quantity or without a chosen variation', () => {
    const totals = bundleTotals(
      [item({ qty: 0 }), item({ id: 0, qty: 3 }), item({ id: 3, price: 700 })],
      rules(),
      ON,
      OWN,
    );
    expect(totals.sale).toBe(700);
  });

  it('leaves out unpurchasable items only when exclude-unpurchasable is on', () => {
    const items = [item(), item({ id: 2, price: 500, regularPrice: 500, purchasable: false })];
    expect(bundleTotals(items, rules(), ON, OWN).sale).toBe(10_500);
    expect(bundleTotals(items, rules({ excludeUnpurchasable: true }), ON, OWN).sale).toBe(10_000);
  });

  it('applies a percentage only strictly between 0 and 100', () => {
    expect([0, 100, -5, 120, Number.NaN].map(appliesPercent)).toEqual([false, false, false, false, false]);
    expect([0.01, 50, 99.99].map(appliesPercent)).toEqual([true, true, true]);
    expect(bundleTotals([item()], rules({ discount: 100 }), ON, OWN).sale).toBe(10_000);
    expect(bundleTotals([item()], rules({ discount: 0 }), ON, OWN).saved).toBeNull();
  });

  it('rounds each item after the discount with rounding on, the total once with rounding off', () => {
    // 3 × 3.33 at 50 % off: 1.665 → 1.67 each (5.01), or 9.99 → 4.995 → 5.00 once.
    const items = [item({ price: 333, regularPrice: 333, qty: 3 })];
    expect(bundleTotals(items, rules({ discount: 50 }), ON, OWN).sale).toBe(501);
    expect(bundleTotals(items, rules({ discount: 50 }), OFF, OWN).sale).toBe(500);
  });

  it('says a percentage saving rounded to 2 decimals', () => {
    const totals = bundleTotals([item()], rules({ discount: 33.33333 }), ON, OWN);
    expect(totals.saved).toEqual({ kind: 'percent', percent: 33.33 });
    expect(totals.sale).toBe(6_667);
    expect(roundPercent(12.345)).toBe(12.35);
  });

  it('applies a fixed discount only when it is smaller than the total, and says it as an amount', () => {
    expect(bundleTotals([item()], rules({ discountAmount: 1_500 }), ON, OWN)).toEqual({
      regular: 10_000,
      sale: 8_500,
      saved: { kind: 'amount', amount: 1_500 },
      struck: true,
    });
    expect(bundleTotals([item()], rules({ discountAmount: 10_000 }), ON, OWN).sale).toBe(10_000);
    expect(bundleTotals([item()], rules({ discountAmount: 12_000 }), ON, OWN).saved).toBeNull();
  });

  it('sells a fixed-price bundle at its own price, whatever its items cost', () => {
    const totals = bundleTotals([item({ qty: 5 })], rules({ fixedPrice: true, discount: 20 }), ON, {
      price: 30_000,
      regularPrice: 45_000,
    });
    expect(totals).toEqual({ regular: 45_000, sale: 30_000, saved: null, struck: true });
  });

  it('strikes the regular total through only when the sale total is lower', () => {
    expect(bundleTotals([item()], rules(), ON, OWN).struck).toBe(false);
    expect(bundleTotals([item({ price: 9_999 })], rules(), ON, OWN).struck).toBe(true);
  });

  it('adds the bought-together block to both the regular and the sale totals', () => {
    const totals = bundleTotals([item({ price: 9_000 })], rules(), ON, OWN, { price: 2_000, regularPrice: 2_500 });
    expect(totals.regular).toBe(12_500);
    expect(totals.sale).toBe(11_000);
  });

  it('rounds a percentage half away from zero, in integers', () => {
    expect(discounted(5, 50)).toBe(3);
    expect(discounted(1_999, 15)).toBe(1_699);
    expect(discounted(100_000_000, 0.0001)).toBe(99_999_900);
  });

  it('never charges more than the undiscounted total, nor less than 0', () => {
    const items = fc.array(
      fc.record({
        id: fc.integer({ min: 0, max: 5 }),
        price: fc.integer({ min: 0, max: 1_000_000 }),
        extra: fc.integer({ min: 0, max: 100_000 }),
        qty: fc.integer({ min: 0, max: 20 }),
        purchasable: fc.boolean(),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        items,
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.boolean(),
        fc.boolean(),
        (raw, discount, discountAmount, roundPrice, excludeUnpurchasable) => {
          const list = raw.map((r) => item({ ...r, regularPrice: r.price + r.extra }));
          const settings = { roundPrice, bundledPriceFrom: 'sale_price' } as const;
          const undiscounted = bundleTotals(list, rules({ excludeUnpurchasable }), settings, OWN).sale;
          const totals = bundleTotals(list, rules({ discount, discountAmount, excludeUnpurchasable }), settings, OWN);
          expect(totals.sale).toBeGreaterThanOrEqual(0);
          expect(totals.sale).toBeLessThanOrEqual(undiscounted);
          expect(totals.sale).toBeLessThanOrEqual(totals.regular);
          expect(Number.isSafeInteger(totals.sale)).toBe(true);
          expect(totals.struck).toBe(totals.sale < totals.regular);
        },
      ),
    );
  });
});
