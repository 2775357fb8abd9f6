/** Changing a line already in the cart: its quantity, or its removal. */
import { assertBuyable } from './add';
import { assertWithinCartLimits } from './limits';
import { assertQuantityInRange, cartProblem } from './problems';
import { type CartWork, dropLine, pricedLines, putLine } from './work';

function lineOrThrow(w: CartWork, key: string) {
  const line = w.rows.find((l) => l.key === key);
  if (!line) throw cartProblem(404, 'line_not_found', 'params.key', 'This line is not in the cart.');
  return line;
}

/** Sets a line's quantity; 0 removes it. Raising it needs the item to be buyable; every quantity obeys the limits. */
export async function updateItem(w: CartWork, key: string, quantity: number): Promise<void> {
  const line = lineOrThrow(w, key);
  if (quantity === 0) return dropLine(w, key);
  const priced = pricedLines(w).find((p) => p.row.key === key);
  if (!priced) return dropLine(w, key);
  if (quantity > line.quantity) assertBuyable(priced.product, priced.variation, 'body.quantity');
  const { limits } = priced;
  assertQuantityInRange(quantity, limits);
  if (priced.stockCap !== null && quantity > priced.stockCap) {
    throw cartProblem(409, 'insufficient_stock', 'body.quantity', `Only ${priced.stockCap} in stock.`, {
      params: { available: priced.stockCap, inCart: line.quantity },
    });
  }
  const more = quantity > line.quantity;
  await putLine(w, line, quantity);
  // Fewer units are always welcome, even in a cart over limits the store has since lowered.
  if (more) assertWithinCartLimits(w);
}

export async function removeItem(w: CartWork, key: string): Promise<void> {
  lineOrThrow(w, key);
  await dropLine(w, key);
}
