/**
 * The authoritative cart: reading it, and changing it inside one transaction that holds the cart row's lock, so
 * concurrent changes to one cart queue up and none is lost. A change that is refused throws, and the transaction
 * rolls back: the cart is exactly as before.
 */
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import type { CartBody } from '../schemas';
import { type PricedLine, priceLines } from './lines';
import {
  type CartChanges,
  type CartLineRow,
  type CartOwner,
  type CartRow,
  cartLinesOf,
  findCart,
  lockCart,
  updateCart,
} from '../repository/store';
import { type CartNotice, computeCart } from './view';

export interface CartMutation {
  tx: Db;
  cart: CartRow;
  /** The lines before the change. */
  lines: CartLineRow[];
  locale: Locale;
  now: Date;
  /** Cart fields the change sets. */
  changes: CartChanges;
  /** Notices to report with the answer. */
  notices: CartNotice[];
  /** The lines before the change, priced (read once, on demand). */
  priced(): Promise<PricedLine[]>;
}

/** The cart of `owner` (null: a visitor without a session), or an empty cart; creates nothing. */
export async function readCart(db: Db, owner: CartOwner | null, locale: Locale, now = new Date()): Promise<CartBody> {
  const cart = owner ? await findCart(db, owner) : null;
  if (!cart) return (await computeCart(db, null, [], locale, now)).body;
  const lines = await priceLines(db, await cartLinesOf(db, cart.id), locale, now);
  const result = await computeCart(db, cart, lines, locale, now);
  // A coupon stopped applying since the last change (it expired, or was used up): drop it for good, once, with
  // the notice, rather than report it on every read.
  if (result.summary.removedCoupons.length > 0) return mutateCart(db, owner!, locale, async () => undefined, now);
  return result.body;
}

export async function mutateCart(
  db: Db,
  owner: CartOwner,
  locale: Locale,
  mutate: (mutation: CartMutation) => Promise<void>,
  now = new Date(),
): Promise<CartBody> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const cart = await lockCart(tx, owner);
    const before = await cartLinesOf(tx, cart.id);
    let pricedBefore: Promise<PricedLine[]> | null = null;
    const mutation: CartMutation = {
      tx,
      cart,
      lines: before,
      locale,
      now,
      changes: {},
      notices: [],
      priced: () => (pricedBefore ??= priceLines(tx, before, locale, now)),
    };
    await mutate(mutation);
    const after = await cartLinesOf(tx, cart.id);
    // The countdown starts with the first line and is cleared when the cart empties.
    let countdownStartedAt = mutation.changes.countdownStartedAt ?? cart.countdownStartedAt;
    if (after.length === 0) countdownStartedAt = null;
    else if (before.length === 0) countdownStartedAt = now;
    const next: CartRow = { ...cart, ...mutation.changes, countdownStartedAt, version: cart.version + 1, updatedAt: now };
    const result = await computeCart(tx, next, await priceLines(tx, after, locale, now), locale, now, mutation.notices);
    await updateCart(tx, cart.id, {
      ...mutation.changes,
      couponCodes: result.keptCodes,
      shippingMethods: result.summary.chosenMethods,
      countdownStartedAt,
      version: next.version,
      updatedAt: now,
    });
    return result.body;
  });
}
