import { checkQuantity, type QuantityLimits } from '@domain/quantity';
import { HttpProblem } from '../../../http/problems';

/** Values a cart problem's translated message needs (see CartProblemSchema). */
export interface CartProblemParams {
  min?: number;
  max?: number | null;
  step?: number;
  inCart?: number;
  available?: number;
  coupon?: string;
  minimumSpend?: number;
  maximumSpend?: number;
  maxValue?: number;
  name?: string;
  amount?: number;
}

/**
 * A refused cart request: thrown inside the cart's transaction, so nothing it did is kept. `field` names where the
 * shopper acted ('body.quantity', 'body.attributes.size', 'params.key'…), so the client shows the message there.
 */
export function cartProblem(
  status: number,
  code: string,
  field: string | null,
  detail: string,
  extras: { params?: CartProblemParams; productUrl?: string } = {},
): HttpProblem {
  const extensions: Record<string, unknown> = {};
  if (extras.params && Object.keys(extras.params).length > 0) extensions.params = extras.params;
  if (extras.productUrl) extensions.productUrl = extras.productUrl;
  return new HttpProblem(status, code, detail, {
    ...(field ? { errors: [{ field, code, message: detail }] } : {}),
    extensions,
  });
}

/**
 * Refuses a line quantity outside the product's limits (a product sold individually allows exactly 1); `inCart` is
 * told when the refused quantity adds to what the line already holds.
 */
export function assertQuantityInRange(quantity: number, limits: QuantityLimits, inCart?: number): void {
  if (checkQuantity(quantity, limits) === null) return;
  const range = limits.soldIndividually ? { min: 1, max: 1 } : { min: limits.min, max: limits.max };
  throw cartProblem(
    400,
    'quantity_out_of_range',
    'body.quantity',
    'The quantity is outside what this product allows.',
    {
      params: { ...range, step: 1, ...(inCart === undefined ? {} : { inCart }) },
    },
  );
}
