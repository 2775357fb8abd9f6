import { describe, expect, it } from 'vitest';
import {
  chooseMethod,
  FREE_SHIPPING_CLASS,
  matchZone,
  methodCost,
  offeredMethods,
  onlyFreeShippingClass,
  postcodeMatches,
  type ShippingAddress,
  type ShippingMethodRule,
  type ShippingZoneRule,
} from '@domain/cart-shipping';

const method = (id: number, overrides: Partial<ShippingMethodRule> = {}): ShippingMethodRule => ({
  id,
  kind: 'flat_rate',
  cost: 2_000,
  minAmount: null,
  enabled: true,
  position: id,
  ...overrides,
});
const zone = (id: number, position: number, criteria: Partial<ShippingZoneRule> = {}): ShippingZoneRule => ({
  id,
  position,
  countries: [],
  states: [],
  postcodes: [],
  methods: [method(id * 10)],
  ...criteria,
});
const address = (country: string, state = '', postcode = ''): ShippingAddress => ({
  country,
  state,
  city: '',
  postcode,
});

const zones = [
  zone(4, 3),
  zone(1, 0, { countries: ['MA'], states: ['MA:mamar', 'MA:mammd'] }),
  zone(2, 1, { countries: ['MA'], postcodes: ['20*', '10 000'] }),
  zone(3, 2, { countries: ['MA'] }),
];

describe('zone matching', () => {
  it('takes the first fitting zone in position order', () => {
    expect(matchZone(zones, address('MA', 'mamar'))?.id).toBe(1);
    expect(matchZone(zones, address('MA', 'macas', '20250'))?.id).toBe(2);
    expect(matchZone(zones, address('MA', 'marab', '10000'))?.id).toBe(2);
    expect(matchZone(zones, address('MA', 'marab', '10001'))?.id).toBe(3);
    expect(matchZone(zones, address('FR'))?.id).toBe(4);
  });

  it('lets a zone without countries match anywhere, and finds none when nothing fits', () => {
    expect(matchZone([zone(9, 0)], address('JP'))?.id).toBe(9);
    expect(matchZone([zone(9, 0, { countries: ['MA'] })], address('JP'))).toBeNull();
  });

  it("matches postcodes exactly or with '*', ignoring case and spaces", () => {
    expect(postcodeMatches('20*', '20000')).toBe(true);
    expect(postcodeMatches('20*', '30000')).toBe(false);
    expect(postcodeMatches('SW1A*', 'sw1a 1aa')).toBe(true);
    expect(postcodeMatches('2*0', '2990')).toBe(true);
    expect(postcodeMatches('10000', '10 000')).toBe(true);
    expect(postcodeMatches('1.000', '12000')).toBe(false);
  });
});

describe('methods', () => {
  const shipping = zone(1, 0, {
    methods: [
      method(3, { kind: 'local_pickup', cost: 0, position: 2 }),
      method(1, { position: 0 }),
      method(2, { kind: 'free_shipping', cost: null, minAmount: 50_000, position: 1 }),
      method(4, { enabled: false, position: 3 }),
    ],
  });

  it('offers free shipping only from its minimum amount, or with a free-shipping coupon', () => {
    expect(offeredMethods(shipping, { amount: 49_999, freeShippingCoupon: false }).map((m) => m.id)).toEqual([1, 3]);
    expect(offeredMethods(shipping, { amount: 50_000, freeShippingCoupon: false }).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(offeredMethods(shipping, { amount: 100, freeShippingCoupon: true }).map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('prices each method', () => {
    expect(methodCost(method(1, { cost: 4_500 }))).toBe(4_500);
    expect(methodCost(method(1, { kind: 'free_shipping', cost: 999 }))).toBe(0);
    expect(methodCost(method(1, { kind: 'local_pickup', cost: null }))).toBe(0);
  });

  it('keeps the chosen method while offered, else takes the first', () => {
    const offered = offeredMethods(shipping, { amount: 60_000, freeShippingCoupon: false });
    expect(chooseMethod(offered, 2)?.id).toBe(2);
    expect(chooseMethod(offered, 4)?.id).toBe(1);
    expect(chooseMethod(offered, null)?.id).toBe(1);
    expect(chooseMethod([], 1)).toBeNull();
  });
});

describe('the free-shipping class (free_shipping_class_only)', () => {
  it('holds only when the cart has lines and every one is in the class', () => {
    expect(onlyFreeShippingClass([FREE_SHIPPING_CLASS, FREE_SHIPPING_CLASS])).toBe(true);
    expect(onlyFreeShippingClass([FREE_SHIPPING_CLASS, null])).toBe(false);
    expect(onlyFreeShippingClass([FREE_SHIPPING_CLASS, 'bulky'])).toBe(false);
    expect(onlyFreeShippingClass([])).toBe(false);
  });

  it('makes every method free for such a cart, and changes nothing otherwise', () => {
    expect(methodCost(method(1, { cost: 3_000 }), true)).toBe(0);
    expect(methodCost(method(1, { cost: 3_000 }), false)).toBe(3_000);
    expect(methodCost(method(1, { cost: 3_000 }))).toBe(3_000);
  });
});
