import type { ApiError } from '@shared/api/problem';
import { useCartProblemText } from '@entities/cart/problem-text';
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
  const problemText = useCartProblemText();
  return (
    <>
      {error && <StatusAlert severity="error">{problemText(error)}</StatusAlert>}
      <AddedToCartNotice added={added} productName={productName} />
    </>
  );
}
