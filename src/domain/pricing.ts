/**
 * Which price a shopper pays now. Pure and shared: the server prices cards and carts with it, the client
 * shows the same prices.
 */
export interface PricedRow {
  regularPrice: number;
  salePrice: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
}

export interface CardPrice {
  regular: number;
  sale: number | null;
  min: number;
  max: number;
}

/** A sale runs when it has a price below the regular one and `now` is inside its (optional) window. */
export function activeSalePrice(row: PricedRow, now: Date): number | null {
  if (row.salePrice === null || row.salePrice >= row.regularPrice) return null;
  if (row.saleFrom && row.saleFrom.getTime() > now.getTime()) return null;
  if (row.saleTo && row.saleTo.getTime() <= now.getTime()) return null;
  return row.salePrice;
}

export const activePrice = (row: PricedRow, now: Date) => activeSalePrice(row, now) ?? row.regularPrice;

/** When the prices shown stop holding: the earliest end of a sale running now among `rows` (null: none ends). */
export function saleEndsAt(rows: PricedRow[], now: Date): Date | null {
  const ends = rows
    .filter((row) => row.saleTo && activeSalePrice(row, now) !== null)
    .map((row) => row.saleTo!.getTime());
  return ends.length ? new Date(Math.min(...ends)) : null;
}

export function simplePrice(row: PricedRow, now: Date): CardPrice {
  const sale = activeSalePrice(row, now);
  const paid = sale ?? row.regularPrice;
  return { regular: row.regularPrice, sale, min: paid, max: paid };
}

/**
 * A variable product's price over its visible variations: the range of what a shopper pays, and the regular/sale
 * pair of the cheapest one (what a card shows struck through). Falls back to the product's own row.
 */
export function variablePrice(
  product: PricedRow,
  visibleVariations: PricedRow[],
  now: Date,
): { price: CardPrice; onSale: boolean } {
  if (visibleVariations.length === 0) {
    const price = simplePrice(product, now);
    return { price, onSale: price.sale !== null };
  }
  let cheapest = visibleVariations[0]!;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let onSale = false;
  for (const v of visibleVariations) {
    const paid = activePrice(v, now);
    if (paid < min) {
      min = paid;
      cheapest = v;
    }
    max = Math.max(max, paid);
    onSale ||= activeSalePrice(v, now) !== null;
  }
  return { price: { regular: cheapest.regularPrice, sale: activeSalePrice(cheapest, now), min, max }, onSale };
}
