import { formatPrice } from '@domain/money';
import { errorMessageId, type ApiError } from '@shared/api/problem';
import { cartProblemValues } from '@entities/cart/problem-values';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from '@shared/i18n/intl';

/** Turns a refused cart request into the shopper's sentence, with the server's values (limits, amounts, coupon). */
export function useCartProblemText(): (error: unknown) => string | null {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  return (error) => {
    if (!error) return null;
    const problem = error as ApiError;
    return intl.formatMessage(
      { id: errorMessageId(problem, intl.messages) },
      cartProblemValues(problem.params, (minor) => formatPrice(minor, priceFormat)),
    );
  };
}
