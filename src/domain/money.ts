/**
 * Money is an integer number of minor units (centimes of the dirham). Nothing here does
 * float arithmetic on an amount: rounding and conversion use integer division with remainder.
 */
export type Minor = number;

/** Digits of the store currency's minor unit: 1 MAD = 100 centimes. */
export const MINOR_DIGITS = 2;

/** The currency the shop charges in (display currencies are converted from it). */
export const STORE_CURRENCY = 'MAD';

export type SymbolPosition = 'left' | 'left_space' | 'right' | 'right_space';

/** How the store writes a price: currency symbol and its side, decimals, separators, trailing zeros. */
export interface PriceFormat {
  currency: string;
  symbol: string;
  position: SymbolPosition;
  decimals: number;
  thousandSeparator: string;
  decimalSeparator: string;
  trimZeros: boolean;
}

export const DIRHAM_FORMAT: PriceFormat = {
  currency: STORE_CURRENCY,
  symbol: 'د.م.',
  position: 'left',
  decimals: 2,
  thousandSeparator: ',',
  decimalSeparator: '.',
  trimZeros: false,
};

export function assertMinor(amount: number): asserts amount is Minor {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be an integer of minor units, got ${amount}`);
}

/** n / d rounded half away from zero, in integers only (d > 0). */
export function roundDiv(n: number, d: number): number {
  assertMinor(n);
  if (!Number.isSafeInteger(d) || d <= 0) throw new RangeError(`Divisor must be a positive integer, got ${d}`);
  const remainder = n % d;
  const truncated = (n - remainder) / d;
  if (2 * Math.abs(remainder) >= d) return truncated + Math.sign(n);
  return truncated;
}

/**
 * Converts an amount at a rate given in millionths (92_000 = 0.092) into the other currency's
 * minor units. Only for approximate display: checkout is always in the store currency.
 */
export function convertMinor(amount: Minor, rateMicros: number): Minor {
  assertMinor(amount);
  const product = BigInt(amount) * BigInt(rateMicros);
  const million = 1_000_000n;
  const truncated = product / million;
  const remainder = product % million;
  const away = (remainder < 0n ? -remainder : remainder) * 2n >= million;
  return Number(away ? truncated + (product < 0n ? -1n : 1n) : truncated);
}

/** Groups an unsigned digit string in thousands: '1234567' → '1,234,567'. */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

export interface FormattedAmount {
  negative: boolean;
  /** The number without sign or symbol: '1,234.50'. */
  number: string;
  symbol: string;
  position: SymbolPosition;
}

/** Splits a formatted price into its parts, so the UI can isolate the number for RTL. */
export function formatAmountParts(amount: Minor, format: PriceFormat): FormattedAmount {
  assertMinor(amount);
  const decimals = Math.max(0, Math.trunc(format.decimals));
  const magnitude = Math.abs(amount);
  // Re-express the amount with `decimals` fraction digits, rounding when fewer than the minor unit.
  const scaled =
    decimals >= MINOR_DIGITS
      ? magnitude * 10 ** (decimals - MINOR_DIGITS)
      : roundDiv(magnitude, 10 ** (MINOR_DIGITS - decimals));
  const digits = String(scaled).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = decimals > 0 ? digits.slice(digits.length - decimals) : '';
  // WooCommerce's trim_zeros drops the decimals only when they are all zeros.
  if (format.trimZeros && /^0*$/.test(fraction)) fraction = '';
  const number = groupThousands(whole, format.thousandSeparator) + (fraction ? format.decimalSeparator + fraction : '');
  return { negative: scaled > 0 && amount < 0, number, symbol: format.symbol, position: format.position };
}

/** Joins symbol and number in the order and spacing the position asks for. */
export function joinParts(symbol: string, number: string, position: SymbolPosition): string {
  switch (position) {
    case 'left':
      return `${symbol}${number}`;
    case 'left_space':
      return `${symbol}\u00a0${number}`;
    case 'right':
      return `${number}${symbol}`;
    case 'right_space':
      return `${number}\u00a0${symbol}`;
  }
}

/** The price as the store shows it: 'د.م.1,234.50'; the minus sign leads, as in WooCommerce. */
export function formatPrice(amount: Minor, format: PriceFormat = DIRHAM_FORMAT): string {
  const parts = formatAmountParts(amount, format);
  return (parts.negative ? '-' : '') + joinParts(parts.symbol, parts.number, parts.position);
}

const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/** The symbol's own direction: right-to-left when its first strong letter is Arabic or Hebrew ('د.م.'). */
export const symbolDirection = (symbol: string): 'rtl' | 'ltr' =>
  /^[^A-Za-z\u00c0-\u024f\u0590-\u08ff]*[\u0590-\u08ff]/.test(symbol) ? 'rtl' : 'ltr';

/**
 * The price for a sentence or a field: the symbol and the number each isolated, so the symbol's dots stay with its
 * letters and it reads 'symbol then amount' in the sentence's own direction, whatever the locale.
 */
export function formatPriceText(amount: Minor, format: PriceFormat = DIRHAM_FORMAT): string {
  const parts = formatAmountParts(amount, format);
  const number = `${LRI}${parts.negative ? '-' : ''}${parts.number}${PDI}`;
  return joinParts(`${FSI}${parts.symbol}${PDI}`, number, parts.position);
}

/** A decimal string of the amount in major units ('1234.50'), exact, for Intl and for speech. */
export function toDecimalString(amount: Minor, digits = MINOR_DIGITS): string {
  assertMinor(amount);
  const magnitude = String(Math.abs(amount)).padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  return `${amount < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
}
