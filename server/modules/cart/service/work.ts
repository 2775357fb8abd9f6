/**
 * One cart request's work: the cart as loaded once, under its lock, and kept in step with every change the request
 * makes, so the rules and the answer never read the cart again.
 */
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import {
  type CartChanges,
  type CartLineRow,
  type CartRow,
  deleteLine,
  type LineStructure,
  setLineQuantity,
} from '../repository/store';
import type { CartContext } from './context';
import { type LineCatalogue, type PricedLine, priceLines } from './lines';
import { type CartFigures, type CartNotice, summarise } from './summary';

/** What a request loads of a cart: its row, its lines, what they stand for in the catalogue, and the rules' data. */
export interface LoadedCart {
  cart: CartRow;
  rows: CartLineRow[];
  catalogue: LineCatalogue;
  context: CartContext;
}

export interface CartWork extends LoadedCart {
  tx: Db;
  locale: Locale;
  now: Date;
  /** How many lines the cart had before the change. */
  linesBefore: number;
  /** Cart fields the change sets. */
  changes: CartChanges;
  /** Notices to report with the answer. */
  notices: CartNotice[];
}

/** The cart's lines as they are now, priced. */
export const pricedLines = (work: CartWork): PricedLine[] =>
  priceLines(work.rows, work.catalogue, work.now, work.context.settings.cart.limits, work.context.settings.bundles);

/** The cart as it is now: its figures with the changes made so far. */
export const figuresNow = (work: CartWork): CartFigures =>
  summarise({ ...work.cart, ...work.changes }, pricedLines(work), work.context, work.now);

/** Lines in the order they were first added (then by key), as the cart reads them. */
const before = (a: CartLineRow, b: CartLineRow) =>
  a.addedAt.getTime() < b.addedAt.getTime() || (a.addedAt.getTime() === b.addedAt.getTime() && a.key < b.key);

/** Sets a line's quantity (adding the line when new) and keeps the loaded lines in step. */
export async function putLine(
  work: CartWork,
  line: Pick<CartLineRow, 'key' | 'productId' | 'variationId' | 'attributes'> & Partial<LineStructure>,
  quantity: number,
): Promise<void> {
  const row = await setLineQuantity(
    work.tx,
    {
      cartId: work.cart.id,
      key: line.key,
      productId: line.productId,
      variationId: line.variationId,
      attributes: line.attributes,
      role: line.role ?? null,
      parentKey: line.parentKey ?? null,
      perParent: line.perParent ?? null,
      bundleItemId: line.bundleItemId ?? null,
      relationId: line.relationId ?? null,
    },
    quantity,
  );
  const at = work.rows.findIndex((r) => r.key === row.key);
  if (at >= 0) {
    work.rows[at] = row;
    return;
  }
  const next = work.rows.findIndex((r) => before(row, r));
  work.rows.splice(next < 0 ? work.rows.length : next, 0, row);
}

/** Removes a line and keeps the loaded lines in step. */
export async function dropLine(work: CartWork, key: string): Promise<void> {
  await deleteLine(work.tx, work.cart.id, key);
  work.rows = work.rows.filter((r) => r.key !== key);
}
