import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CART_LIMIT_CEILINGS,
  checkCartLimits,
  DEFAULT_CART_LIMITS,
  effectiveCartLimits,
  lineMaximum,
} from '@domain/cart-limits';

const limits = { maxLineQuantity: 10, maxCartQuantity: 12, maxOrderValue: 50_000 };
const line = (quantity: number, unitPrice = 1_000) => ({ productId: 1, quantity, unitPrice });

describe('cart limits', () => {
  it('caps a line at the lower of the product’s maximum and the store’s', () => {
    expect(lineMaximum(null, limits)).toBe(10);
    expect(lineMaximum(4, limits)).toBe(4);
    expect(lineMaximum(40, limits)).toBe(10);
  });

  it('accepts a cart exactly at its limits and refuses one unit or one centime more', () => {
    expect(checkCartLimits([line(10, 2_500), line(2, 12_500)], limits)).toBeNull();
    expect(checkCartLimits([line(10), line(3)], limits)).toEqual({ code: 'cart_quantity_limit', max: 12 });
    expect(checkCartLimits([line(10, 2_500), line(2, 12_501)], limits)).toEqual({
      code: 'order_value_limit',
      max: 50_000,
    });
  });

  it('counts items before value', () => {
    expect(checkCartLimits([line(13, 100_000)], limits)?.code).toBe('cart_quantity_limit');
  });

  it('keeps any stored setting inside 1…ceiling', () => {
    expect(effectiveCartLimits({ maxLineQuantity: 0, maxCartQuantity: 1e12, maxOrderValue: Number.NaN })).toEqual({
      maxLineQuantity: 1,
      maxCartQuantity: CART_LIMIT_CEILINGS.maxCartQuantity,
      maxOrderValue: CART_LIMIT_CEILINGS.maxOrderValue,
    });
    expect(effectiveCartLimits(DEFAULT_CART_LIMITS)).toEqual(DEFAULT_CART_LIMITS);
  });

  it('never lets an accepted cart overflow the arithmetic, whatever the settings', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ quantity: fc.integer({ min: 1, max: 10_000 }), price: fc.integer({ min: 0, max: 1e9 }) }),
          {
            maxLength: 30,
          },
        ),
        fc.integer(),
        fc.integer(),
        (rows, maxCartQuantity, maxOrderValue) => {
          const cart = rows.map((r) => line(r.quantity, r.price));
          const settings = { maxLineQuantity: 100, maxCartQuantity, maxOrderValue };
          if (checkCartLimits(cart, settings) !== null) return;
          const value = cart.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
          expect(value).toBeLessThanOrEqual(CART_LIMIT_CEILINGS.maxOrderValue);
          expect(Number.isSafeInteger(value)).toBe(true);
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });
});
