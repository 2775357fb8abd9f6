import type { ApiError } from '@shared/api/problem';

/** What a cart problem's (or a coupon notice's) translated message needs, from the values the server sent. */
export type CartMessageValues = Record<string, string | number>;

/**
 * The values of a cart message (src/features/cart/messages.ts): limits and stock as numbers, `hasMax` for the
 * quantity message's two wordings, the coupon's code, and a spend limit as the store formats prices.
 */
export function cartProblemValues(
  params: ApiError['params'] | undefined,
  formatMoney: (minor: number) => string,
): CartMessageValues {
  const p = params ?? {};
  const values: CartMessageValues = {};
  for (const key of ['min', 'max', 'step', 'inCart', 'available'] as const) {
    const value = p[key];
    if (typeof value === 'number') values[key] = value;
  }
  values.hasMax = typeof p.max === 'number' ? 'yes' : 'no';
  if (typeof p.coupon === 'string') values.coupon = p.coupon;
  if (typeof p.name === 'string') values.name = p.name;
  const amount = p.minimumSpend ?? p.maximumSpend ?? p.maxValue ?? p.amount;
  if (typeof amount === 'number') values.amount = formatMoney(amount);
  return values;
}
