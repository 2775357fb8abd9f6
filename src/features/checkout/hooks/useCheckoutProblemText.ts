import { useIntl } from 'react-intl';
import type { ApiError } from '@shared/api/problem';
import { checkoutMessages } from '../messages';

/** A refused order in the shopper's words (null: no sentence of its own; the caller says it failed). */
export function useCheckoutProblemText(): (error: ApiError) => string | null {
  const intl = useIntl();
  return (error) => {
    const name = String(error.params?.name ?? '');
    switch (error.code) {
      case 'out_of_stock':
        return intl.formatMessage(checkoutMessages.outOfStock, { name, available: error.params?.available ?? 0 });
      case 'item_unavailable':
        return intl.formatMessage(checkoutMessages.unavailable, { name });
      case 'total_changed':
      case 'coupon_removed':
        return intl.formatMessage(checkoutMessages.changed);
      case 'no_shipping':
        return intl.formatMessage(checkoutMessages.noShipping);
      case 'payment_method_unavailable':
        return intl.formatMessage(checkoutMessages.paymentUnavailable);
      default:
        return null;
    }
  };
}
