import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSettings } from '@shared/api/settings-api';
import { displayCurrencyChosen, selectDisplayCurrency } from '@shared/lib/preferences-slice';
import { readStoredCurrency, storeCurrency } from '../model/currency';

/** localStorage can throw on access (blocked storage), and does not exist during server rendering. */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The display currency, its choices from the store settings, and a way to choose one. The remembered choice is
 * read after mount, never at import time, so the server and the first client render agree (MAD).
 */
export function useDisplayCurrency() {
  const dispatch = useDispatch();
  const current = useSelector(selectDisplayCurrency);
  const { currencies } = useSettings();

  useEffect(() => {
    const stored = readStoredCurrency(browserStorage(), currencies);
    if (stored) dispatch(displayCurrencyChosen(stored));
  }, [currencies, dispatch]);

  const choose = useCallback(
    (code: string) => {
      dispatch(displayCurrencyChosen(code));
      storeCurrency(browserStorage(), code);
    },
    [dispatch],
  );

  return { current, currencies, choose };
}
