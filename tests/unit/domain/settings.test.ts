import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings } from '../../../src/domain/settings';

describe('DEFAULT_SETTINGS', () => {
  it('carries the spec price format: dirham symbol on the left, 2 decimals, zeros kept', () => {
    expect(DEFAULT_SETTINGS.priceFormat).toEqual({
      currency: 'MAD',
      symbol: 'د.م.',
      position: 'left',
      decimals: 2,
      thousandSeparator: ',',
      decimalSeparator: '.',
      trimZeros: false,
    });
  });

  it('carries the spec timings and limits', () => {
    expect(DEFAULT_SETTINGS.cart.addToCartBehaviour).toBe('open_cart_drawer');
    expect(DEFAULT_SETTINGS.search).toEqual({ ajaxDisabled: false, delayMs: 1000, minLength: 3 });
    expect(DEFAULT_SETTINGS.header.mobileMenuBreakpoint).toBe(1199);
    expect(DEFAULT_SETTINGS.notices.scrollOffset).toBe(100);
    expect(DEFAULT_SETTINGS.listing.scrollOffset).toBe(198);
    expect(DEFAULT_SETTINGS.preloader.enabled).toBe(false);
  });

  it('has every notice text in the three locales', () => {
    const { storeNotice, comingSoon, cookieNotice } = DEFAULT_SETTINGS.notices;
    for (const text of [storeNotice.text, comingSoon.text, cookieNotice.text]) {
      expect(Object.keys(text).sort()).toEqual(['ar', 'en', 'fr']);
      for (const value of Object.values(text)) expect(value.length).toBeGreaterThan(0);
    }
  });

  it('uses integer rates in millionths with MAD at par', () => {
    expect(DEFAULT_SETTINGS.currencies[0]).toEqual({ code: 'MAD', rateMicros: 1_000_000 });
    for (const c of DEFAULT_SETTINGS.currencies) expect(Number.isInteger(c.rateMicros)).toBe(true);
  });
});

describe('mergeSettings', () => {
  it('deep-merges nested overrides and leaves siblings alone', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { cart: { countdown: { lengthMinutes: 15 } } });
    expect(merged.cart.countdown).toEqual({
      enabled: true,
      lengthMinutes: 15,
      loop: false,
      formatter: 'clock',
      expiredMessage: null,
    });
    expect(merged.cart.quantityDebounceMs).toBe(500);
    expect(merged.priceFormat).toEqual(DEFAULT_SETTINGS.priceFormat);
  });

  it('does not mutate the defaults', () => {
    mergeSettings(DEFAULT_SETTINGS, { search: { delayMs: 5 } });
    expect(DEFAULT_SETTINGS.search.delayMs).toBe(1000);
  });

  it('replaces arrays whole', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { currencies: [{ code: 'MAD', rateMicros: 1_000_000 }] });
    expect(merged.currencies).toHaveLength(1);
  });

  it('applies several overrides in order', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, { listing: { pageSize: 24 } }, { listing: { columns: 3 } });
    expect(merged.listing.pageSize).toBe(24);
    expect(merged.listing.columns).toBe(3);
  });

  it('drops unknown keys and values of the wrong type', () => {
    const merged = mergeSettings(DEFAULT_SETTINGS, {
      listing: { pageSize: 'many', bogus: 1 },
      nope: { a: 1 },
    } as Record<string, unknown>);
    expect(merged.listing.pageSize).toBe(12);
    expect(merged.listing).not.toHaveProperty('bogus');
    expect(merged).not.toHaveProperty('nope');
  });
});
