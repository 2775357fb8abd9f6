import { describe, expect, it } from 'vitest';
import {
  cartSubtotal,
  cartTotals,
  countdownEnd,
  freeShippingGoal,
  isEmptyCount,
  itemCount,
  type CartLineAmounts,
  lineKey,
  lineSubtotal,
} from '@domain/cart';

describe('cart lines', () => {
  it('keys a line by product, variation and the chosen "any" attributes, in a stable order', () => {
    expect(lineKey(42, null)).toBe('42');
    expect(lineKey(42, 317)).toBe('42-317');
    expect(lineKey(42, 317, { size: 'large', colour: 'indigo' })).toBe('42-317~colour.indigo~size.large');
    expect(lineKey(42, 317, { colour: 'indigo', size: 'large' })).toBe(
      lineKey(42, 317, { size: 'large', colour: 'indigo' }),
    );
  });

  it('adds subtotals and counts items in integers', () => {
    const lines = [
      { productId: 1, quantity: 3, unitPrice: 12_950 },
      { productId: 2, quantity: 1, unitPrice: 5 },
    ];
    expect(lineSubtotal(lines[0]!)).toBe(38_850);
    expect(cartSubtotal(lines)).toBe(38_855);
    expect(itemCount(lines)).toBe(4);
    // A bundle's own line is not counted: its items are.
    const bundle: CartLineAmounts = { productId: 3, quantity: 1, unitPrice: 9_000, container: true };
    expect(itemCount([...lines, bundle])).toBe(4);
    expect(() => lineSubtotal({ productId: 1, quantity: 2, unitPrice: 0.5 })).toThrow(RangeError);
  });

  it('marks a count of 0 or less empty', () => {
    expect(isEmptyCount(0)).toBe(true);
    expect(isEmptyCount(-1)).toBe(true);
    expect(isEmptyCount(1)).toBe(false);
  });
});

describe('totals', () => {
  it('are subtotal − discount + shipping and never negative', () => {
    expect(cartTotals(10_000, 1_000, 2_000)).toEqual({
      subtotal: 10_000,
      discount: 1_000,
      shipping: 2_000,
      total: 11_000,
    });
    expect(cartTotals(10_000, 15_000, 2_000)).toEqual({
      subtotal: 10_000,
      discount: 10_000,
      shipping: 2_000,
      total: 2_000,
    });
    expect(cartTotals(10_000, -5, -1)).toEqual({ subtotal: 10_000, discount: 0, shipping: 0, total: 10_000 });
  });
});

describe('free-shipping goal', () => {
  it('reports what is left and a percent that reaches 100 only at the threshold', () => {
    expect(freeShippingGoal(0, 50_000)).toEqual({ threshold: 50_000, remaining: 50_000, percent: 0, done: false });
    expect(freeShippingGoal(12_500, 50_000)).toEqual({
      threshold: 50_000,
      remaining: 37_500,
      percent: 25,
      done: false,
    });
    expect(freeShippingGoal(49_999, 50_000)).toMatchObject({ remaining: 1, percent: 99, done: false });
    expect(freeShippingGoal(50_000, 50_000)).toMatchObject({ remaining: 0, percent: 100, done: true });
    expect(freeShippingGoal(80_000, 50_000)).toMatchObject({ remaining: 0, percent: 100, done: true });
    expect(freeShippingGoal(10, 0)).toMatchObject({ percent: 100, done: true });
  });
});

describe('countdown', () => {
  it('ends at start + length × 60 s', () => {
    expect(countdownEnd(new Date('2026-03-01T10:00:00Z'), 10).toISOString()).toBe('2026-03-01T10:10:00.000Z');
  });
});
