import { describe, expect, it } from 'vitest';
import {
  DIRHAM_FORMAT,
  convertMinor,
  formatPrice,
  formatPriceText,
  roundDiv,
  symbolDirection,
  toDecimalString,
  type PriceFormat,
} from '@domain/money';
import { spokenPrice } from '@domain/money-speech';

const SYMBOL = 'د.م.';
const withFormat = (overrides: Partial<PriceFormat>): PriceFormat => ({ ...DIRHAM_FORMAT, ...overrides });

describe('formatPrice — the store format (symbol first, no space, 2 decimals)', () => {
  it.each([
    [0, `${SYMBOL}0.00`],
    [5, `${SYMBOL}0.05`],
    [1200, `${SYMBOL}12.00`],
    [123450, `${SYMBOL}1,234.50`],
    [100_000_000, `${SYMBOL}1,000,000.00`],
    [99_999_999, `${SYMBOL}999,999.99`],
  ])('formats %i centimes as %s (symbol first, no space, 2 decimals, trailing zeros kept)', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatPrice(-1200)).toBe(`-${SYMBOL}12.00`);
    expect(formatPrice(-123450)).toBe(`-${SYMBOL}1,234.50`);
  });

  it.each([
    ['left', `${SYMBOL}1,234.50`],
    ['left_space', `${SYMBOL}\u00a01,234.50`],
    ['right', `1,234.50${SYMBOL}`],
    ['right_space', `1,234.50\u00a0${SYMBOL}`],
  ] as const)('supports the %s symbol position', (position, text) => {
    expect(formatPrice(123450, withFormat({ position }))).toBe(text);
  });

  it('uses the configured separators', () => {
    expect(formatPrice(123456789, withFormat({ thousandSeparator: '.', decimalSeparator: ',' }))).toBe(
      `${SYMBOL}1.234.567,89`,
    );
    expect(formatPrice(123456789, withFormat({ thousandSeparator: ' ' }))).toBe(`${SYMBOL}1 234 567.89`);
  });

  it('rounds half away from zero when fewer decimals are shown', () => {
    expect(formatPrice(12345, withFormat({ decimals: 0 }))).toBe(`${SYMBOL}123`);
    expect(formatPrice(12350, withFormat({ decimals: 0 }))).toBe(`${SYMBOL}124`);
    expect(formatPrice(12345, withFormat({ decimals: 1 }))).toBe(`${SYMBOL}123.5`);
    expect(formatPrice(-12350, withFormat({ decimals: 0 }))).toBe(`-${SYMBOL}124`);
    expect(formatPrice(-40, withFormat({ decimals: 0 }))).toBe(`${SYMBOL}0`);
  });

  it('pads when more decimals are shown than the minor unit has', () => {
    expect(formatPrice(12345, withFormat({ decimals: 3 }))).toBe(`${SYMBOL}123.450`);
  });

  it('drops all-zero decimals only when trim zeros is on', () => {
    expect(formatPrice(1200, withFormat({ trimZeros: true }))).toBe(`${SYMBOL}12`);
    expect(formatPrice(1250, withFormat({ trimZeros: true }))).toBe(`${SYMBOL}12.50`);
    expect(formatPrice(1200)).toBe(`${SYMBOL}12.00`);
  });

  it('refuses amounts that are not integers of minor units', () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPriceText — a price inside a sentence or a field', () => {
  it('isolates the symbol and the number so the symbol keeps its dots and leads in either direction', () => {
    expect(formatPriceText(18000)).toBe('\u2068د.م.\u2069\u2066180.00\u2069');
    expect(formatPriceText(-500)).toBe('\u2068د.م.\u2069\u2066-5.00\u2069');
    expect(formatPriceText(18000, { ...DIRHAM_FORMAT, symbol: '€', position: 'right_space' })).toBe(
      '\u2066180.00\u2069\u00a0\u2068€\u2069',
    );
  });

  it('knows the dirham symbol as right-to-left and a Latin or sign symbol as left-to-right', () => {
    expect(symbolDirection('د.م.')).toBe('rtl');
    expect(symbolDirection('MAD')).toBe('ltr');
    expect(symbolDirection('€')).toBe('ltr');
  });
});

describe('integer arithmetic', () => {
  it.each([
    [15, 10, 2],
    [14, 10, 1],
    [-15, 10, -2],
    [-14, 10, -1],
    [0, 7, 0],
  ])('roundDiv(%i, %i) = %i', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });

  it('converts at a rate in millionths, rounded to the nearest minor unit', () => {
    expect(convertMinor(10_000, 92_000)).toBe(920);
    expect(convertMinor(12_345, 92_000)).toBe(1136);
    expect(convertMinor(12_345, 1_000_000)).toBe(12_345);
    expect(convertMinor(-12_345, 92_000)).toBe(-1136);
  });

  it('writes exact decimal strings', () => {
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-123450)).toBe('-1234.50');
    expect(toDecimalString(100_000_000)).toBe('1000000.00');
  });
});

describe('spokenPrice — the accessible name in each locale', () => {
  it('names the currency in the shopper’s language', () => {
    expect(spokenPrice(123450, 'en')).toBe('1,234.50 Moroccan dirhams');
    expect(spokenPrice(123450, 'fr')).toMatch(/^1\s234,50 dirhams marocains$/);
    expect(spokenPrice(123450, 'ar')).toContain('درهم');
    expect(spokenPrice(123450, 'ar')).toContain('1,234.50');
  });
});
