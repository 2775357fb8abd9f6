import { describe, expect, it } from 'vitest';
import type { ShippingMethodRule, ShippingZoneRule } from '@domain/cart-shipping';
import { shippingOffers } from '@domain/shipping-offers';

const method = (id: number, overrides: Partial<ShippingMethodRule> = {}): ShippingMethodRule => ({
  id,
  kind: 'flat_rate',
  cost: 3_000,
  minAmount: null,
  enabled: true,
  position: id,
  ...overrides,
});
const zone = (id: number, criteria: Partial<ShippingZoneRule>): ShippingZoneRule => ({
  id,
  position: id,
  countries: [],
  states: [],
  postcodes: [],
  methods: [],
  ...criteria,
});

describe('the shipping a product’s offer states', () => {
  it('gives each whole-country zone its cheapest enabled rate and the amount it ships free from', () => {
    const offers = shippingOffers([
      // Part of a country: a cheaper rate the country-wide offer cannot state.
      zone(1, { countries: ['MA'], states: ['MA:macas'], methods: [method(1, { cost: 1_000 })] }),
      zone(2, {
        countries: ['MA'],
        methods: [
          method(2, { cost: 4_500 }),
          method(3, { cost: 3_000 }),
          method(4, { cost: 500, enabled: false }),
          method(5, { kind: 'free_shipping', cost: null, minAmount: 100_000 }),
          method(6, { kind: 'local_pickup', cost: 0 }),
        ],
      }),
      zone(3, { countries: ['FR', 'BE'], methods: [method(7, { cost: 45_000 })] }),
      zone(4, { countries: ['ES'], methods: [method(8, { kind: 'free_shipping', cost: null })] }),
      // Anywhere else, or no way to ship: nothing to state.
      zone(5, { methods: [method(9)] }),
      zone(6, { countries: ['JP'], methods: [method(10, { kind: 'local_pickup', cost: 0 })] }),
    ]);
    expect(offers).toEqual([
      { countries: ['MA'], rate: 3_000, freeFrom: 100_000 },
      { countries: ['FR', 'BE'], rate: 45_000, freeFrom: null },
      { countries: ['ES'], rate: 0, freeFrom: null },
    ]);
  });
});
