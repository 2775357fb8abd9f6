/**
 * What a signed-in customer reads and changes of their own account: details, password, saved addresses, orders.
 * Every function takes the customer id from the session, never from the request, so no one reaches another's.
 */
import {
  type AddressKind,
  type OrderAddress,
  normaliseAddress,
  validateAddress,
} from '@domain/checkout/address-schema';
import { isLocale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { HttpProblem } from '../../../http/problems';
import { enqueueAccountMail } from '../../mail/outbox';
import { endCustomerSessions } from '../../session/repository';
import { hashPassword, verifyPassword } from '../password';
import { type CustomerRow, findCustomer, findCustomerByEmail, updateCustomer } from '../repository/customers';
import { customerOrders } from '../repository/orders';
import { issueToken } from '../repository/tokens';
import { CONFIRM_TTL_MS } from './auth';
import { type AccountRequest, shopLink } from './context';
import { checkedForm, fieldProblem } from './forms';
import { THROTTLES, admitAttempt, ipKey, nameKey } from './throttle';

export const ORDERS_PER_PAGE = 10;

export interface AccountBody {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
}

export const accountBody = (c: CustomerRow): AccountBody => ({
  id: c.id,
  username: c.username,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  displayName: c.displayName,
  billing: c.billing,
  shipping: c.shipping,
});

export const loginRequired = () => new HttpProblem(401, 'login_required', 'Sign in to see your account.');

export async function readAccount(db: Db, userId: number | null): Promise<CustomerRow> {
  const customer = userId === null ? null : await findCustomer(db, userId);
  if (!customer) throw loginRequired();
  return customer;
}

export interface DetailsBody {
  first_name: string;
  last_name: string;
  display_name: string;
  email: string;
}

/**
 * Names at once; a new e-mail address only once its mailbox confirms it (with the account's password), by the link
 * mailed to it. An address that already has an account gets a note instead of a link, and the answer and the work
 * are the same either way: the form never tells which addresses have accounts, and the address asked for is kept
 * (in its link) rather than dropped.
 */
export async function updateDetails(r: AccountRequest, userId: number | null, body: DetailsBody): Promise<AccountBody> {
  const customer = await readAccount(r.db, userId);
  const v = checkedForm('details', { ...body });
  const newEmail = v.email !== customer.email ? v.email! : null;
  // Each new address is mailed: counted (and refused when too many) before anything is written.
  if (newEmail) {
    await admitAttempt(
      r.db,
      [
        { key: nameKey('change', `account:${customer.id}`), policy: THROTTLES.mailName },
        { key: ipKey('change', r.ip), policy: THROTTLES.mailIp },
      ],
      r.now,
    );
  }
  await updateCustomer(r.db, customer.id, {
    firstName: v.first_name!,
    lastName: v.last_name!,
    displayName: v.display_name!,
  });
  const saved = (await findCustomer(r.db, customer.id))!;
  if (newEmail) await mailEmailChange(r, saved, newEmail);
  return accountBody(saved);
}

/** The link that gives the account `email`, mailed there; or, to an address with an account, the note saying so. */
async function mailEmailChange(r: AccountRequest, customer: CustomerRow, email: string): Promise<void> {
  const locale = isLocale(customer.locale) ? customer.locale : r.locale;
  await r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const owner = await findCustomerByEmail(tx, email);
    // A registration of the address never confirmed does not hold it: the link may take it.
    const taken = owner?.confirmedAt ? owner : null;
    const token = await issueToken(
      tx,
      taken ? null : customer.id,
      'email',
      new Date(r.now.getTime() + CONFIRM_TTL_MS),
      r.now,
      email,
    );
    if (taken) {
      const theirs = isLocale(taken.locale) ? taken.locale : locale;
      const link = `${r.publicUrl}/${theirs}/my-account/lost-password/`;
      await enqueueAccountMail(
        tx,
        { kind: 'existing', locale: theirs, name: taken.displayName, username: taken.username, link },
        taken.email,
      );
      return;
    }
    await enqueueAccountMail(
      tx,
      {
        kind: 'change',
        locale,
        name: customer.firstName || customer.displayName,
        username: customer.username,
        link: shopLink({ publicUrl: r.publicUrl, locale }, 'confirm', token),
      },
      email,
    );
  });
}

/** A new password, given the current one; the customer's other sessions end. */
export async function changePassword(
  db: Db,
  userId: number | null,
  sessionId: string,
  body: { password_current: string; password: string },
): Promise<void> {
  const customer = await readAccount(db, userId);
  const v = checkedForm('changePassword', { ...body });
  if (!(await verifyPassword(v.password_current!, customer.passwordHash))) {
    throw fieldProblem(400, 'password_current', 'password_incorrect', 'Your current password is incorrect.');
  }
  await updateCustomer(db, customer.id, { passwordHash: await hashPassword(v.password!) });
  await endCustomerSessions(db, customer.id, sessionId);
}

/** The saved billing or shipping address, checked by the checkout's rules. */
export async function saveAddress(
  db: Db,
  userId: number | null,
  kind: AddressKind,
  raw: Record<string, unknown>,
): Promise<AccountBody> {
  const customer = await readAccount(db, userId);
  const address = normaliseAddress(kind, raw);
  const errors = validateAddress(kind, address);
  if (errors.length > 0) {
    throw new HttpProblem(400, errors[0]!.rule, 'This address has fields to correct.', {
      errors: errors.map((e) => ({ field: `body.${e.field}`, code: e.rule, message: e.rule })),
    });
  }
  await updateCustomer(db, customer.id, { [kind]: address });
  return accountBody((await findCustomer(db, customer.id))!);
}

export async function listOrders(db: Db, userId: number | null, page: number) {
  const customer = await readAccount(db, userId);
  const { rows, total } = await customerOrders(db, customer.id, ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE);
  return {
    orders: rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    page,
    pages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    total,
  };
}
