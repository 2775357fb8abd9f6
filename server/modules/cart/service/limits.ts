/** The store's most per cart: a change that would take the cart past it is refused, and nothing of it is kept. */
import { checkCartLimits } from '@domain/cart-limits';
import { amountsOf } from './lines';
import { cartProblem } from './problems';
import { type CartWork, pricedLines } from './work';

/** Called after a change that adds units: the cart as it now stands must be within the item count and value. */
export function assertWithinCartLimits(w: CartWork): void {
  const lines = pricedLines(w).map(amountsOf);
  const refusal = checkCartLimits(lines, w.context.settings.cart.limits);
  if (!refusal) return;
  if (refusal.code === 'cart_quantity_limit') {
    throw cartProblem(409, refusal.code, 'body.quantity', `A cart holds at most ${refusal.max} items.`, {
      params: { max: refusal.max },
    });
  }
  throw cartProblem(409, refusal.code, 'body.quantity', `An order is worth at most ${refusal.max} minor units.`, {
    params: { maxValue: refusal.max },
  });
}
