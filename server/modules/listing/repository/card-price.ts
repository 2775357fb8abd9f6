import { type CardPrice, type PricedRow, simplePrice, variablePrice } from '@domain/pricing';

/** A price row as the card statement returns it in JSON (dates as strings). */
export interface JsonPriced {
  regularPrice: number;
  salePrice: number | null;
  saleFrom: string | null;
  saleTo: string | null;
}

/** A grouped product's child, priced as its own card is. */
export interface JsonChild extends JsonPriced {
  type: string;
  variations: JsonPriced[] | null;
}

export const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export const priced = (v: JsonPriced): PricedRow => ({
  regularPrice: Number(v.regularPrice),
  salePrice: v.salePrice === null ? null : Number(v.salePrice),
  saleFrom: toDate(v.saleFrom),
  saleTo: toDate(v.saleTo),
});

/** A product's price and whether a sale runs: its visible variations' for a variable product, else its own. */
export function ownPrice(
  type: string,
  own: PricedRow,
  variations: PricedRow[],
  now: Date,
): { price: CardPrice; onSale: boolean } {
  if (type === 'variable') return variablePrice(own, variations, now);
  const price = simplePrice(own, now);
  return { price, onSale: price.sale !== null };
}

/**
 * A grouped product's price, as WooCommerce gives it: from its cheapest child's price to its dearest's (each child
 * priced as its card is), on sale when any child is. Without children, zero.
 */
export function groupedPrice(children: Array<{ price: CardPrice; onSale: boolean }>): {
  price: CardPrice;
  onSale: boolean;
} {
  if (children.length === 0) return { price: { regular: 0, sale: null, min: 0, max: 0 }, onSale: false };
  const min = Math.min(...children.map((c) => c.price.min));
  const max = Math.max(...children.map((c) => c.price.max));
  return { price: { regular: min, sale: null, min, max }, onSale: children.some((c) => c.onSale) };
}

/** A child row of the card statement → its price. */
export const childPrice = (child: JsonChild, now: Date) =>
  ownPrice(child.type, priced(child), (child.variations ?? []).map(priced), now);
