import { useIntl } from 'react-intl';
import type { SwatchState } from '@domain/variations';
import { attributeMessages } from '../messages';

/** What a term's button is called: its name, or that it is unavailable or out of stock (`fallback` otherwise). */
export function useTermLabel<T extends string | undefined>(state: SwatchState, name: string, fallback: T) {
  const intl = useIntl();
  if (state.disabled) return intl.formatMessage(attributeMessages.swatchUnavailable, { term: name });
  if (state.outOfStock) return intl.formatMessage(attributeMessages.swatchOutOfStock, { term: name });
  return fallback;
}
