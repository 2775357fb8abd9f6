/** Changing a line already in the cart: its quantity, or its removal. */
import { assertBuyable } from './add';
import { assertWithinCartLimits } from './limits';
import { assertQuantityInRange, cartProblem } from './problems';
import { childrenOf } from './structure';
import { type CartWork, dropLine, pricedLines, putLine } from './work';

/** A bundle's item moves with its bundle: it is never changed alone. */
function assertNotBundled(line: { role: string | null }) {
  if (line.role === 'bundled')
    throw cartProblem(
      409,
      'bundled_item',
      'params.key',
      "This item belongs to a bundle: change the bundle's quantity.",
    );
}

/** Sets a bundle's quantity and its items' with it (each holds its units per bundle); 0 removes them all. */
export async function setBundleQuantity(w: CartWork, key: string, quantity: number): Promise<void> {
  const children = childrenOf(
    w.rows.map((row) => ({ row })),
    key,
    'bundled',
  );
  for (const { row } of children) {
    if (quantity === 0) await dropLine(w, row.key);
    else await putLine(w, row, (row.perParent ?? 1) * quantity);
  }
  const parent = w.rows.find((r) => r.key === key);
  if (!parent) return;
  if (quantity === 0) await dropLine(w, key);
  else await putLine(w, parent, quantity);
}

function lineOrThrow(w: CartWork, key: string) {
  const line = w.rows.find((l) => l.key === key);
  if (!line) throw cartProblem(404, 'line_not_found', 'params.key', 'This line is not in the cart.');
  return line;
}

/** Sets a line's quantity; 0 removes it. Raising it needs the item to be buyable; every quantity obeys the limits. */
export async function updateItem(w: CartWork, key: string, quantity: number): Promise<void> {
  const line = lineOrThrow(w, key);
  assertNotBundled(line);
  const bundle = line.role === 'bundle';
  if (quantity === 0) return bundle ? setBundleQuantity(w, key, 0) : dropLine(w, key);
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
  if (bundle) await setBundleQuantity(w, key, quantity);
  else await putLine(w, line, quantity);
  // Fewer units are always welcome, even in a cart over limits the store has since lowered.
  if (more) assertWithinCartLimits(w);
}

export async function removeItem(w: CartWork, key: string): Promise<void> {
  const line = lineOrThrow(w, key);
  assertNotBundled(line);
  if (line.role === 'bundle') return setBundleQuantity(w, key, 0);
  await dropLine(w, key);
}
