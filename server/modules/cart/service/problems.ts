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
