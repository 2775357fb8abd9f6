import { describe, expect, it } from 'vitest';
import {
  bundlePurchaseMax,
  bundleProblem,
  clampBundleQuantity,
  clampItemQuantity,
  type BundleItemState,
  type BundleRules,
} from '@domain/bundles';
import { stepQuantity } from '@domain/quantity';

const item = (over: Partial<BundleItemState> = {}): BundleItemState => ({
  id: 1,
  name: 'Teapot',
  price: 10_000,
  regularPrice: 10_000,
  qty: 1,
  stock: -1,
  optional: true,
  purchasable: true,
  ...over,
});
const rules = (over: Partial<BundleRules> = {}): BundleRules => ({
  discount: 0,
  discountAmount: 0,
  fixedPrice: false,
  optional: true,
  excludeUnpurchasable: false,
  min: 0,
  max: 0,
  totalMin: 0,
  totalMax: 0,
  ...over,
});
const SETTINGS = { roundPrice: true, bundledPriceFrom: 'sale_price' } as const;
const OWN = { price: 0, regularPrice: 0 };
const problem = (items: BundleItemState[], over: Partial<BundleRules> = {}) =>
  bundleProblem(items, rules(over), SETTINGS, OWN);

describe('bundle readiness', () => {
  it('is ready when every chosen item is purchasable and every limit holds', () => {
    expect(problem([item(), item({ id: 2, qty: 0, purchasable: false })], { min: 1, max: 3 })).toBeNull();
  });

  it('checks in the spec order and reports only the first failure', () => {
    const everything = [item({ id: 0, name: 'Glasses' }), item({ id: 4, name: 'Tray', purchasable: false })];
    const over = { min: 5, totalMin: 1_000_000 };
    expect(problem(everything, over)).toEqual({ code: 'variation_required', name: 'Glasses' });
    expect(problem(everything.slice(1), over)).toEqual({ code: 'item_unpurchasable', name: 'Tray' });
    expect(problem([item({ qty: 0 })], over)).toEqual({ code: 'nothing_selected' });
    expect(problem([item()], over)).toEqual({ code: 'below_min_quantity', min: 5 });
    expect(problem([item({ qty: 4 })], { max: 3, totalMax: 1 })).toEqual({ code: 'above_max_quantity', max: 3 });
    expect(problem([item()], { totalMin: 10_001 })).toEqual({ code: 'below_total_min', min: 10_001 });
    expect(problem([item({ qty: 2 })], { totalMax: 19_999 })).toEqual({ code: 'above_total_max', max: 19_999 });
  });

  it('only blocks an unpurchasable item of an optional bundle', () => {
    expect(problem([item({ optional: false, purchasable: false })])).toBeNull();
  });

  it('checks the quantity limits on optional bundles only', () => {
    expect(problem([item()], { optional: false, min: 5 })).toBeNull();
    expect(problem([item({ qty: 9 })], { optional: false, max: 3 })).toBeNull();
  });

  it('checks the amount limits against the discounted total, and never on fixed-price bundles', () => {
    // 100.00 at 10 % off is 90.00: under a minimum of 95.00.
    expect(problem([item()], { discount: 10, totalMin: 9_500 })).toEqual({ code: 'below_total_min', min: 9_500 });
    expect(problem([item()], { discount: 10, totalMin: 9_000 })).toBeNull();
    expect(problem([item()], { fixedPrice: true, totalMin: 1_000_000 })).toBeNull();
  });
});

describe('bundle quantities', () => {
  const limits = { min: 1, max: 5, step: 1 as const };

  it('clamps a typed quantity to min and max; empty or invalid becomes 0 first', () => {
    expect(clampItemQuantity('9', limits)).toBe(5);
    expect(clampItemQuantity('0', limits)).toBe(1);
    expect(clampItemQuantity('abc', { ...limits, min: 0 })).toBe(0);
    expect(clampItemQuantity('', { ...limits, min: 0 })).toBe(0);
    expect(clampItemQuantity('-3', { min: 0, max: null, step: 1 })).toBe(0);
  });

  it('steps by 1 when the step is any, empty or invalid; plus stops at max, minus at min and at 0', () => {
    const field = (min: number, max: number | null, step: number | 'any' | '') => ({
      min,
      max,
      step,
      soldIndividually: false,
    });
    expect(stepQuantity('5', 1, field(0, 5, 1))).toBe('5');
    expect(stepQuantity('1', -1, field(1, 5, 1))).toBe('1');
    expect(stepQuantity('0', -1, field(0, null, 'any'))).toBe('0');
    expect(stepQuantity('2', 1, field(0, null, ''))).toBe('3');
    expect(stepQuantity('2', 1, field(0, 10, 2))).toBe('4');
  });

  it('allows as many bundles as the scarcest chosen item with a known stock', () => {
    expect(
      bundlePurchaseMax([
        { id: 1, qty: 2, stock: 9 },
        { id: 2, qty: 3, stock: 30 },
        { id: 0, qty: 1, stock: 0 },
        { id: 3, qty: 0, stock: 0 },
        { id: 4, qty: 1, stock: -1 },
      ]),
    ).toBe(4);
    expect(bundlePurchaseMax([{ id: 4, qty: 1, stock: -1 }])).toBe(0);
    expect(clampBundleQuantity(7, 4)).toBe(4);
    expect(clampBundleQuantity(7, 0)).toBe(7);
  });
});
