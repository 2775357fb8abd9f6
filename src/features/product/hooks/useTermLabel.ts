import { useIntl } from 'react-intl';
import type { SwatchState } from '@domain/variations';
import { productMessages } from '../messages';

/** What a term's button is called: its name, or that it is unavailable or out of stock (`fallback` otherwise). */
export function useTermLabel<T extends string | undefined>(state: SwatchState, name: string, fallback: T) {
  const intl = useIntl();
  if (state.disabled) return intl.formatMessage(productMessages.swatchUnavailable, { term: name });
  if (state.outOfStock) return intl.formatMessage(productMessages.swatchOutOfStock, { term: name });
  return fallback;
}
