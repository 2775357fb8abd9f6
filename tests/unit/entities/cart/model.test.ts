import { describe, expect, it } from 'vitest';
import { CART_PROBLEM_CODES, EMPTY_CART, isCartProblemCode, toCart } from '@entities/cart/model';
import fixtures from '../../../support/fixtures/api.json';

describe('cart client model', () => {
  it('reads a cart answer from the real server (fixture) unchanged', () => {
    const wire = (fixtures as Record<string, Record<string, unknown>>)['cart:full']!.en;
    expect(toCart(wire)).toEqual(wire);
  });

  it('tolerates unknown fields and fills missing ones with safe defaults', () => {
    const cart = toCart({
      version: 3,
      extra: 'ignored',
      items: [
        { key: '1', productId: 1, quantity: 2, unitPrice: 500, limits: { max: 4 }, future: true },
        { nokey: true },
        'junk',
      ],
      shipping: {
        address: { country: 'MA' },
        addressRequired: false,
        packages: [{ index: 0, methods: [{ id: 1, kind: 'drone', cost: 5 }], chosen: 1 }],
      },
      countdown: { startedAt: 'x' },
    });
    expect(cart.version).toBe(3);
    expect(cart).not.toHaveProperty('extra');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      key: '1',
      quantity: 2,
      unitPrice: 500,
      regularUnitPrice: 500,
      limits: { min: 1, max: 4, step: 1, soldIndividually: false },
      image: null,
      available: true,
    });
    expect(cart.items[0]).not.toHaveProperty('future');
    expect(cart.shipping.address).toEqual({ country: 'MA', state: '', city: '', postcode: '' });
    expect(cart.shipping.packages[0]!.methods[0]!.kind).toBe('flat_rate');
    expect(cart.countdown).toBeNull();
    expect(toCart(null)).toEqual(EMPTY_CART);
    expect(EMPTY_CART).toMatchObject({
      items: [],
      count: 0,
      shipping: { addressRequired: true, packages: [] },
      countdown: null,
    });
  });

  it('lists the cart problem codes', () => {
    expect(isCartProblemCode('coupon_expired')).toBe(true);
    expect(isCartProblemCode('invalid_request')).toBe(false);
    expect(new Set(CART_PROBLEM_CODES).size).toBe(CART_PROBLEM_CODES.length);
  });
});
