/**
 * The authoritative cart: reading it, and changing it inside one transaction that holds the cart row's lock, so
 * concurrent changes to one cart queue up and none is lost. A change that is refused throws, and the transaction
 * rolls back: the cart is exactly as before. Each request loads the cart once, applies its rules to what it loaded,
 * writes, and answers from what it has.
 */
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { type CartOwner, type CartRow, cartLinesOf, findCart, lockCart, updateCart } from '../repository/store';
import type { CartBody } from '../schemas';
import { loadContext } from './context';
import { loadLineCatalogue, priceLines } from './lines';
import { summarise } from './summary';
import { cartBody } from './view';
import type { CartWork, LoadedCart } from './work';

async function loadCart(db: Db, cart: CartRow, locale: Locale): Promise<LoadedCart> {
  const rows = await cartLinesOf(db, cart.id);
  const catalogue = await loadLineCatalogue(db, rows, locale);
  const context = await loadContext(db, cart.couponCodes, cart.userId);
  return { cart, rows, catalogue, context };
}

/** The cart of `owner` (null: a visitor without a session), or an empty cart; creates nothing. */
export async function readCart(db: Db, owner: CartOwner | null, locale: Locale, now = new Date()): Promise<CartBody> {
  const cart = owner ? await findCart(db, owner) : null;
  if (!cart) {
    const context = await loadContext(db, [], null);
    return cartBody(db, null, [], summarise(null, [], context, now), context, locale, []);
  }
  const loaded = await loadCart(db, cart, locale);
  const lines = priceLines(
    loaded.rows,
    loaded.catalogue,
    now,
    loaded.context.settings.cart.limits,
    loaded.context.settings.bundles,
  );
  const figures = summarise(cart, lines, loaded.context, now);
  // A coupon stopped applying since the last change (it expired, or was used up): drop it for good, once, with
  // the notice, rather than report it on every read. What was read is reused if the cart has not changed since.
  if (figures.removed.length > 0) return mutateCart(db, owner!, locale, async () => undefined, now, loaded);
  return cartBody(db, cart, lines, figures, loaded.context, locale, []);
}

/**
 * Runs `mutate` on the cart of `owner` under its lock, then writes the cart and answers it. `preloaded`: the cart
 * as just read outside the lock, used when the locked row is still that version.
 */
export async function mutateCart(
  db: Db,
  owner: CartOwner,
  locale: Locale,
  mutate: (work: CartWork) => Promise<void>,
  now = new Date(),
  preloaded?: LoadedCart,
): Promise<CartBody> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const cart = await lockCart(tx, owner);
    const unchanged = preloaded && preloaded.cart.id === cart.id && preloaded.cart.version === cart.version;
    const loaded = unchanged ? { ...preloaded, cart, rows: [...preloaded.rows] } : await loadCart(tx, cart, locale);
    const work: CartWork = { ...loaded, tx, locale, now, linesBefore: loaded.rows.length, changes: {}, notices: [] };
    await mutate(work);
    // The countdown starts with the first line and is cleared when the cart empties.
    let countdownStartedAt = work.changes.countdownStartedAt ?? cart.countdownStartedAt;
    if (work.rows.length === 0) countdownStartedAt = null;
    else if (work.linesBefore === 0) countdownStartedAt = now;
    const next: CartRow = { ...cart, ...work.changes, countdownStartedAt, version: cart.version + 1, updatedAt: now };
    const lines = priceLines(
      work.rows,
      work.catalogue,
      now,
      work.context.settings.cart.limits,
      work.context.settings.bundles,
    );
    const figures = summarise(next, lines, work.context, now);
    const body = await cartBody(tx, next, lines, figures, work.context, locale, work.notices);
    await updateCart(tx, cart.id, {
      ...work.changes,
      couponCodes: figures.keptCodes,
      shippingMethods: figures.summary.chosenMethods,
      countdownStartedAt,
      version: next.version,
      updatedAt: now,
    });
    return body;
  });
}
