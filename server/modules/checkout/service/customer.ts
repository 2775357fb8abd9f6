/**
 * What placing an order does for accounts: a signed-in customer's order is theirs, and may keep its addresses for the
 * next checkout; a guest who asked for an account gets one for the billing address, unconfirmed until the mailed link
 * is opened, with this order in it. An address that already has a confirmed account gets the note saying so instead
 * (the order stays a guest's): the answer is the same either way.
 */
import { checkAccountField } from '@domain/account/forms';
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { HttpProblem } from '../../../http/problems';
import { hashPassword } from '../../account/password';
import { updateCustomer } from '../../account/repository/customers';
import { registerWithin, usernameForEmail } from '../../account/service/auth';
import type { PlaceOrderBody } from '../schemas';

export interface CheckoutAccountContext {
  publicUrl: string;
  ip: string;
}

/** The new account's password hash, checked and made before the order's transaction (scrypt takes a while). */
export async function newAccountPassword(
  session: { userId: number | null },
  body: PlaceOrderBody,
): Promise<string | null> {
  if (session.userId !== null || !body.createAccount) return null;
  const broken = checkAccountField('resetPassword', 'password', body.accountPassword ?? '');
  if (broken) {
    const detail =
      broken.rule === 'required' ? 'This field is required' : 'Please enter a value between 8 and 30 characters long';
    throw new HttpProblem(400, broken.rule, detail, {
      errors: [{ field: 'body.accountPassword', code: broken.rule, message: detail }],
    });
  }
  return hashPassword(body.accountPassword!);
}

/** The customer the order belongs to (after saving their addresses, or making the guest's account), or null. */
export async function orderCustomer(
  tx: Db,
  session: { userId: number | null },
  body: PlaceOrderBody,
  addresses: { billing: OrderAddress; shipping: OrderAddress },
  passwordHash: string | null,
  locale: Locale,
  now: Date,
  context: CheckoutAccountContext,
): Promise<number | null> {
  if (session.userId !== null) {
    if (body.saveAddresses) {
      await updateCustomer(tx, session.userId, {
        billing: addresses.billing,
        shipping: body.shipToDifferentAddress ? addresses.shipping : null,
      });
    }
    return session.userId;
  }
  if (passwordHash === null) return null;
  const email = addresses.billing.email;
  const username = await usernameForEmail(tx, email);
  const r = { db: tx, now, ip: context.ip, locale, publicUrl: context.publicUrl };
  const id = await registerWithin(tx, r, { username, email, passwordHash });
  if (id !== null) await updateCustomer(tx, id, { billing: addresses.billing });
  return id;
}
