/** What each cart request does: one change of the visitor's cart (or the reading of it), answered with the whole cart. */
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { ownerOf } from '../repository/store';
import type { AddBundleBody, AddItemBody, AddTogetherBody, AddressBody, CartBody, CustomerBody } from '../schemas';
import { addBundle as addBundleTo } from './bundle-add';
import { addTogether as addTogetherTo } from './together-add';
import * as add from './add';
import { mutateCart, readCart } from './cart';
import * as coupons from './coupons';
import * as countdown from './countdown';
import * as customer from './customer';
import * as items from './items';
import * as note from './note';
import * as shipping from './shipping';
import type { CartWork } from './work';

export type Session = { id: string; userId: number | null };

const change = (
  db: Db,
  session: Session,
  locale: Locale,
  step: (work: CartWork) => void | Promise<void>,
): Promise<CartBody> => mutateCart(db, ownerOf(session), locale, async (work) => step(work));

/** The visitor's cart (an empty one when it has none). */
export const getCart = (db: Db, session: Session | null, locale: Locale): Promise<CartBody> =>
  readCart(db, session ? ownerOf(session) : null, locale);

/** A product or variation an add put in the cart (a line whose quantity grew). */
export interface Added {
  productId: number;
  variationId: number | null;
}

/** What an add answers: the cart, and what went into it (every line of the add, bundled items and companions). */
export interface AddAnswer {
  cart: CartBody;
  added: Added[];
}

/** An add, answered with the cart and with what went into it. */
const adding = async (
  db: Db,
  session: Session,
  locale: Locale,
  step: (work: CartWork) => Promise<void>,
): Promise<AddAnswer> => {
  let added: Added[] = [];
  const cart = await change(db, session, locale, async (work) => {
    const before = new Map(work.rows.map((row) => [row.key, row.quantity]));
    await step(work);
    added = work.rows
      .filter((row) => row.quantity > (before.get(row.key) ?? 0))
      .map((row) => ({ productId: row.productId, variationId: row.variationId }));
  });
  return { cart, added };
};

export const addItem = (db: Db, session: Session, locale: Locale, body: AddItemBody) =>
  adding(db, session, locale, (w) => add.addItem(w, body));

export const addBundle = (db: Db, session: Session, locale: Locale, body: AddBundleBody) =>
  adding(db, session, locale, (w) => addBundleTo(w, body));

export const addTogether = (db: Db, session: Session, locale: Locale, body: AddTogetherBody) =>
  adding(db, session, locale, (w) => addTogetherTo(w, body));

export const updateItem = (db: Db, session: Session, locale: Locale, key: string, quantity: number) =>
  change(db, session, locale, (w) => items.updateItem(w, key, quantity));

export const removeItem = (db: Db, session: Session, locale: Locale, key: string) =>
  change(db, session, locale, (w) => items.removeItem(w, key));

export const applyCoupon = (db: Db, session: Session, locale: Locale, code: string) =>
  change(db, session, locale, (w) => coupons.applyCoupon(w, code));

export const removeCoupon = (db: Db, session: Session, locale: Locale, code: string) =>
  change(db, session, locale, (w) => coupons.removeCoupon(w, code));

export const setNote = (db: Db, session: Session, locale: Locale, text: string) =>
  change(db, session, locale, (w) => note.setNote(w, text));

export const setCustomer = (db: Db, session: Session, locale: Locale, body: CustomerBody) =>
  change(db, session, locale, (w) => customer.setCustomer(w, body));

export const setAddress = (db: Db, session: Session, locale: Locale, body: AddressBody) =>
  change(db, session, locale, (w) => shipping.setAddress(w, body));

export const chooseShippingMethod = (
  db: Db,
  session: Session,
  locale: Locale,
  packageIndex: number,
  methodId: number,
) => change(db, session, locale, (w) => shipping.chooseShippingMethod(w, packageIndex, methodId));

export const restartCountdown = (db: Db, session: Session, locale: Locale) =>
  change(db, session, locale, (w) => countdown.restartCountdown(w));
