/** Which page links a pagination shows, and what the result count says: pure rules, tested alone. */

export type PaginationEntry = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface RangeOptions {
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Pages always shown at each end. */
  boundaries?: number;
}

/**
 * Page links for `current` of `count`: the ends, the current page and its neighbours, an ellipsis for each
 * longer gap. A gap of exactly one page shows that page: an ellipsis standing for one number hides nothing.
 */
export function paginationRange(
  current: number,
  count: number,
  { siblings = 1, boundaries = 1 }: RangeOptions = {},
): PaginationEntry[] {
  if (count <= 1) return count === 1 ? [{ type: 'page', page: 1 }] : [];
  const page = Math.min(Math.max(current, 1), count);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(boundaries, count); p += 1) shown.add(p);
  for (let p = Math.max(count - boundaries + 1, 1); p <= count; p += 1) shown.add(p);
  for (let p = Math.max(page - siblings, 1); p <= Math.min(page + siblings, count); p += 1) shown.add(p);

  const entries: PaginationEntry[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) entries.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) entries.push({ type: 'ellipsis', position: p < page ? 'start' : 'end' });
    entries.push({ type: 'page', page: p });
    previous = p;
  }
  return entries;
}

export type ResultCount =
  | { kind: 'none' }
  | { kind: 'single' }
  | { kind: 'all'; total: number }
  | { kind: 'range'; first: number; last: number; total: number }
  /** A search broader than the server's ranking window: 'Showing 1–12 of more than 1,000 results'. */
  | { kind: 'rangeMore'; first: number; last: number; total: number };

/**
 * WooCommerce's result count: 'Showing the single result', 'Showing all 5 results' or 'Showing 37–48 of 52
 * results'. With load more, the products shown run from the first loaded page (`fromPage`) to `page`. When more
 * than `total` products match (`moreThanTotal`: the server lists only its ranking window), the count is always a
 * range 'of more than' the total: even the last product listed is not all there is.
 */
export function resultCount(
  total: number,
  page: number,
  perPage: number,
  fromPage = page,
  moreThanTotal = false,
): ResultCount {
  if (total <= 0) return { kind: 'none' };
  const first = Math.min((Math.min(fromPage, page) - 1) * perPage + 1, total);
  const last = Math.min(page * perPage, total);
  if (moreThanTotal) return { kind: 'rangeMore', first, last, total };
  if (total === 1) return { kind: 'single' };
  if (first === 1 && last === total) return { kind: 'all', total };
  return { kind: 'range', first, last, total };
}
