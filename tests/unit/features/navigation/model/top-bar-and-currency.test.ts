import { describe, expect, it } from 'vitest';
import { isTopBarCollapsible } from '@features/navigation/model/top-bar';
import { CURRENCY_STORAGE_KEY, readStoredCurrency, storeCurrency } from '@features/navigation/model/currency';

describe('top bar', () => {
  it('is collapsible only when its content is taller than the threshold (31 px)', () => {
    expect(isTopBarCollapsible(31, 31)).toBe(false);
    expect(isTopBarCollapsible(32, 31)).toBe(true);
  });
});

describe('remembered display currency', () => {
  const offered = [{ code: 'MAD' }, { code: 'EUR' }, { code: 'USD' }];
  const storage = (value: string | null) => ({
    getItem: (key: string) => (key === CURRENCY_STORAGE_KEY ? value : null),
  });

  it('reads a currency the store offers', () => {
    expect(readStoredCurrency(storage('EUR'), offered)).toBe('EUR');
  });

  it('ignores a currency the store no longer offers, or nothing stored', () => {
    expect(readStoredCurrency(storage('GBP'), offered)).toBeNull();
    expect(readStoredCurrency(storage(null), offered)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStoredCurrency(broken, offered)).toBeNull();
    expect(() => storeCurrency(broken, 'EUR')).not.toThrow();
  });

  it('stores under zellige.currency', () => {
    const saved: Record<string, string> = {};
    storeCurrency({ setItem: (key, value) => void (saved[key] = value) }, 'USD');
    expect(saved).toEqual({ 'zellige.currency': 'USD' });
  });
});
