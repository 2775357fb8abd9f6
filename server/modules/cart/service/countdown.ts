/** The cart countdown: how long the cart is held for the shopper. */
import { cartProblem } from './problems';
import type { CartWork } from './work';

/** The shopper asked for more time: the countdown starts again now. */
export function restartCountdown(w: CartWork): void {
  if (w.rows.length === 0) throw cartProblem(409, 'cart_empty', null, 'The cart is empty.');
  w.changes.countdownStartedAt = w.now;
}
