import { formatPriceText } from '@domain/money';
import type { ApiError } from '@shared/api/problem';
import { cartProblemValues } from './problem-values';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { problemMessage } from '@shared/i18n/problem-messages';

/** Turns a refused cart request into the shopper's sentence, with the server's values (limits, amounts, coupon). */
export function useCartProblemText(): (error: unknown) => string | null {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  return (error) => {
    if (!error) return null;
    const problem = error as ApiError;
    return intl.formatMessage(
      problemMessage(problem),
      cartProblemValues(problem.params, (minor) => formatPriceText(minor, priceFormat)),
    );
  };
}
