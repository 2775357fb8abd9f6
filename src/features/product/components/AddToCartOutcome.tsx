import { formatPrice } from '@domain/money';
import type { ApiError } from '@shared/api/problem';
import { cartProblemValues } from '@entities/cart/problem-values';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { problemMessage } from '@shared/i18n/problem-messages';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { AddedToCartNotice } from './AddedToCartNotice';

interface Props {
  /** The server's refusal of the last add, if it refused. */
  error: ApiError | undefined;
  added: boolean;
  productName: string;
}

/**
 * What became of an add to cart, where the shopper acted (the product form, a listing card): the refusal in the
 * shopper's language with its limits as prices, or the 'added' notice with its 'View cart' link.
 */
export function AddToCartOutcome({ error, added, productName }: Props) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  return (
    <>
      {error && (
        <StatusAlert severity="error">
          {intl.formatMessage(
            problemMessage(error),
            cartProblemValues(error.params, (minor) => formatPrice(minor, priceFormat)),
          )}
        </StatusAlert>
      )}
      <AddedToCartNotice added={added} productName={productName} />
    </>
  );
}
