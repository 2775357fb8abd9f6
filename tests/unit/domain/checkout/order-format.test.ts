import { describe, expect, it } from 'vitest';
import { orderDate } from '@domain/checkout/order-format';
import { shopToday } from '@domain/forms/rules';

// The shop's clock is UTC+01:00 all year. Morocco's own zone (Africa/Casablanca) drops to UTC+00:00 during Ramadan:
// on 1 March 2026 at 23:30 UTC it is still the 1st there, already the 2nd at the shop.
const RAMADAN_LATE_EVENING = new Date('2026-03-01T23:30:00Z');

describe("the shop's clock: a fixed +01:00", () => {
  it("dates an order by the shop's clock in every locale, Ramadan included", () => {
    expect(orderDate(RAMADAN_LATE_EVENING, 'fr')).toBe('2 mars 2026');
    expect(orderDate(RAMADAN_LATE_EVENING, 'en')).toBe('2 March 2026');
    expect(orderDate(RAMADAN_LATE_EVENING.toISOString(), 'ar')).toMatch(/^2 /);
  });

  it("gives the forms' today by the same clock", () => {
    expect(shopToday(RAMADAN_LATE_EVENING)).toBe('2026-03-02');
    expect(shopToday(new Date('2026-03-01T22:59:00Z'))).toBe('2026-03-01');
  });
});
