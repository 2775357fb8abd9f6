/** The shopper's display currency is remembered in the browser (approximate prices only: checkout is in MAD). */
export const CURRENCY_STORAGE_KEY = 'zellige.currency';

export function isOfferedCurrency(code: unknown, offered: readonly { code: string }[]): code is string {
  return typeof code === 'string' && offered.some((currency) => currency.code === code);
}

/** Reads a remembered choice, ignoring one the store no longer offers or storage the browser refuses. */
export function readStoredCurrency(
  storage: Pick<Storage, 'getItem'> | undefined,
  offered: readonly { code: string }[],
) {
  try {
    const stored = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isOfferedCurrency(stored, offered) ? stored : null;
  } catch {
    return null;
  }
}

export function storeCurrency(storage: Pick<Storage, 'setItem'> | undefined, code: string): void {
  try {
    storage?.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}
