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
import type { Db } from '../../../db/client';
import { HttpProblem } from '../../../http/problems';
import { endCustomerSessions } from '../../session/repository';
import { hashPassword, verifyPassword } from '../password';
import { type CustomerRow, findCustomer, findCustomerByEmail, updateCustomer } from '../repository/customers';
import { customerOrders } from '../repository/orders';
import { checkedForm, fieldProblem } from './forms';

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

/** Names and e-mail address; a new address must not be another account's. */
export async function updateDetails(db: Db, userId: number | null, body: DetailsBody): Promise<AccountBody> {
  const customer = await readAccount(db, userId);
  const v = checkedForm('details', { ...body });
  if (v.email !== customer.email) {
    const other = await findCustomerByEmail(db, v.email!);
    if (other && other.id !== customer.id) {
      throw fieldProblem(409, 'email', 'email_taken', 'This e-mail address belongs to another account.');
    }
  }
  await updateCustomer(db, customer.id, {
    firstName: v.first_name!,
    lastName: v.last_name!,
    displayName: v.display_name!,
    email: v.email!,
  });
  return accountBody((await findCustomer(db, customer.id))!);
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
