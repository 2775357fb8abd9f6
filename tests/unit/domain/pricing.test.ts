import { describe, expect, it } from 'vitest';
import { activeSalePrice, saleEndsAt, simplePrice, variablePrice } from '@domain/pricing';

const now = new Date('2026-06-01T12:00:00Z');
const row = (
  regularPrice: number,
  salePrice: number | null = null,
  saleFrom: string | null = null,
  saleTo: string | null = null,
) => ({
  regularPrice,
  salePrice,
  saleFrom: saleFrom ? new Date(saleFrom) : null,
  saleTo: saleTo ? new Date(saleTo) : null,
});

describe('card pricing', () => {
  it('applies a sale only inside its window and below the regular price', () => {
    expect(activeSalePrice(row(10_000, 8_000), now)).toBe(8_000);
    expect(activeSalePrice(row(10_000, 8_000, '2026-01-01', '2026-12-31'), now)).toBe(8_000);
    expect(activeSalePrice(row(10_000, 8_000, null, '2026-06-01T12:00:00Z'), now)).toBeNull();
    expect(activeSalePrice(row(10_000, 8_000, '2026-07-01'), now)).toBeNull();
    expect(activeSalePrice(row(10_000, 10_000), now)).toBeNull();
  });

  it('prices a simple product', () => {
    expect(simplePrice(row(12_500, 9_900), now)).toEqual({ regular: 12_500, sale: 9_900, min: 9_900, max: 9_900 });
    expect(simplePrice(row(12_500), now)).toEqual({ regular: 12_500, sale: null, min: 12_500, max: 12_500 });
  });

  it('prices a variable product over its variations: range, cheapest pair, on sale if any is', () => {
    const result = variablePrice(row(1), [row(20_000), row(15_000, 12_000), row(30_000, null)], now);
    expect(result.price).toEqual({ regular: 15_000, sale: 12_000, min: 12_000, max: 30_000 });
    expect(result.onSale).toBe(true);
    const none = variablePrice(row(9_000, 8_000), [], now);
    expect(none.price).toEqual({ regular: 9_000, sale: 8_000, min: 8_000, max: 8_000 });
  });
});

describe('when the prices shown stop holding', () => {
  it('is the earliest end of a sale running now, and none for a sale without end, a sale over or no sale', () => {
    const ends = saleEndsAt(
      [
        row(9_000, 8_000, null, '2026-07-01'),
        row(9_000, 7_000, null, '2026-06-20'),
        row(9_000, 8_500, null, '2026-05-01'),
      ],
      now,
    );
    expect(ends?.toISOString()).toBe('2026-06-20T00:00:00.000Z');
    expect(saleEndsAt([row(9_000, 8_000)], now)).toBeNull();
    expect(saleEndsAt([row(9_000, null, null, '2026-07-01')], now)).toBeNull();
    expect(saleEndsAt([row(9_000, 8_000, '2026-06-10', '2026-07-01')], now)).toBeNull();
  });
});
