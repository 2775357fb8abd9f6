import { describe, expect, it } from 'vitest';
import {
  cartFieldLimits,
  checkQuantity,
  clampField,
  clampQuantity,
  decimalPlaces,
  effectiveStep,
  fieldLimits,
  parseQuantity,
  quantityValidity,
  raiseToMin,
  resetAboveMax,
  stepQuantity,
  type QuantityLimits,
  variationLimits,
} from '@domain/quantity';

const limits = (overrides: Partial<QuantityLimits> = {}): QuantityLimits => ({
  min: 1,
  max: null,
  step: 1,
  soldIndividually: false,
  ...overrides,
});
const plus = (raw: string, l: QuantityLimits) => stepQuantity(raw, 1, l);
const minus = (raw: string, l: QuantityLimits) => stepQuantity(raw, -1, l);

describe('plus and minus buttons', () => {
  it('step by the step, 1 when the step is "any" or empty', () => {
    expect(plus('2', limits({ step: 2, min: 0 }))).toBe('4');
    expect(minus('4', limits({ step: 2, min: 0 }))).toBe('2');
    expect(effectiveStep('any')).toBe(1);
    expect(effectiveStep('')).toBe(1);
    expect(plus('2', limits({ step: 'any' }))).toBe('3');
    expect(plus('2', limits({ step: '' }))).toBe('3');
  });

  it('count an empty value as 0', () => {
    expect(plus('', limits({ min: 0 }))).toBe('1');
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('  ')).toBe(0);
    expect(parseQuantity('abc')).toBeNull();
  });

  it('never go above max nor below min, and minus never below 0', () => {
    expect(plus('5', limits({ max: 5 }))).toBe('5');
    expect(plus('4', limits({ max: 5, step: 3, min: 0 }))).toBe('5');
    expect(plus('9', limits({ max: 5 }))).toBe('5');
    expect(minus('1', limits({ min: 1 }))).toBe('1');
    expect(minus('3', limits({ min: 2, step: 2 }))).toBe('2');
    expect(minus('0', limits({ min: 0 }))).toBe('0');
    expect(minus('', limits({ min: 0 }))).toBe('0');
    // Plus from an empty field with a minimum of 3 lands on the minimum.
    expect(plus('', limits({ min: 3 }))).toBe('3');
  });

  it("keep the step's decimal places without float drift", () => {
    expect(decimalPlaces(0.1)).toBe(1);
    expect(decimalPlaces(0.25)).toBe(2);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(plus('0.2', limits({ min: 0, step: 0.1 }))).toBe('0.3');
    expect(plus('0.7', limits({ min: 0, step: 0.1 }))).toBe('0.8');
    expect(plus('1.5', limits({ min: 0, step: 0.5 }))).toBe('2.0');
    expect(minus('0.3', limits({ min: 0, step: 0.1 }))).toBe('0.2');
    expect(plus('1.25', limits({ min: 0, step: 0.25 }))).toBe('1.50');
  });
});

describe('typed values', () => {
  it('raises a value below min to min (outside the cart table)', () => {
    expect(raiseToMin('1', limits({ min: 3 }))).toBe('3');
    expect(raiseToMin('4', limits({ min: 3 }))).toBe('4');
    expect(raiseToMin('', limits({ min: 3 }))).toBe('');
  });

  it('resets a value above max to max on blur', () => {
    expect(resetAboveMax('12', limits({ max: 10 }))).toBe('10');
    expect(resetAboveMax('7', limits({ max: 10 }))).toBe('7');
    expect(resetAboveMax('700', limits())).toBe('700');
  });
});

describe('variations and sold individually', () => {
  it("clamps to a matched variation's min_qty and max_qty", () => {
    const l = variationLimits({ minQty: 2, maxQty: 6, soldIndividually: false });
    expect(l).toEqual({ min: 2, max: 6, step: 1, soldIndividually: false });
    expect(clampQuantity(1, l)).toBe(2);
    expect(clampQuantity(9, l)).toBe(6);
    expect(clampField('4', l)).toBe('4');
    expect(clampField('', l)).toBe('2');
    // max_qty 0 or null: no maximum.
    expect(variationLimits({ minQty: 1, maxQty: 0, soldIndividually: false }).max).toBeNull();
  });

  it('fixes a product sold individually at 1, clears max and hides the field', () => {
    const l = limits({ soldIndividually: true, max: 5, min: 2 });
    expect(fieldLimits(l)).toEqual({ min: 1, max: null, step: 1, hidden: true, fixed: 1 });
    expect(plus('1', l)).toBe('1');
    expect(clampQuantity(4, l)).toBe(1);
    expect(checkQuantity(1, l)).toBeNull();
    expect(checkQuantity(2, l)).toBe('rangeOverflow');
  });
});

describe('validity check before the cart drawer sends', () => {
  it('names what is wrong the way the browser does', () => {
    const l = limits({ min: 1, max: 10, step: 1 });
    expect(quantityValidity('3', l)).toBeNull();
    expect(quantityValidity('', l)).toBe('valueMissing');
    expect(quantityValidity('', l, false)).toBeNull();
    expect(quantityValidity('x', l)).toBe('badInput');
    expect(quantityValidity('0', l)).toBe('rangeUnderflow');
    expect(quantityValidity('11', l)).toBe('rangeOverflow');
    expect(quantityValidity('2.5', l)).toBe('stepMismatch');
  });

  it('bases the step at min, and accepts any value for step "any"', () => {
    expect(checkQuantity(3, limits({ min: 1, step: 2 }))).toBeNull();
    expect(checkQuantity(4, limits({ min: 1, step: 2 }))).toBe('stepMismatch');
    expect(checkQuantity(0.3, limits({ min: 0, step: 0.1 }))).toBeNull();
    expect(checkQuantity(2.5, limits({ step: 'any' }))).toBeNull();
  });

  it('lets the drawer send 0 (removal) and only 0 or 1 for a product sold individually', () => {
    expect(quantityValidity('0', cartFieldLimits(limits({ min: 2 })))).toBeNull();
    expect(quantityValidity('3', cartFieldLimits(limits({ min: 2, max: 5 })))).toBeNull();
    const solo = cartFieldLimits(limits({ soldIndividually: true }));
    expect(quantityValidity('0', solo)).toBeNull();
    expect(quantityValidity('1', solo)).toBeNull();
    expect(quantityValidity('2', solo)).toBe('rangeOverflow');
  });
});
