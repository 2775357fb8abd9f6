import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { Db } from '../../../db/client';
import { customers } from '../../../db/schema/index';

export interface CustomerRow {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  displayName: string;
  locale: string;
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
  confirmedAt: Date | null;
}

const columns = {
  id: customers.id,
  username: customers.username,
  email: customers.email,
  passwordHash: customers.passwordHash,
  firstName: customers.firstName,
  lastName: customers.lastName,
  displayName: customers.displayName,
  locale: customers.locale,
  billing: customers.billing,
  shipping: customers.shipping,
  confirmedAt: customers.confirmedAt,
};

/** The customer a login names: their username (any case) or their e-mail address. */
export async function findCustomerByLogin(db: Db, login: string): Promise<CustomerRow | null> {
  const lower = login.toLowerCase();
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(or(eq(sql`lower(${customers.username})`, lower), eq(customers.email, lower)))
    // A username that is someone else's e-mail address: the username wins, as it was typed as one.
    .orderBy(sql`lower(${customers.username}) = ${lower} desc`)
    .limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select(columns).from(customers).where(eq(customers.email, email.toLowerCase()));
  return row ?? null;
}

export async function findCustomerByUsername(db: Db, username: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(eq(sql`lower(${customers.username})`, username.toLowerCase()));
  return row ?? null;
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select(columns).from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export interface NewCustomer {
  username: string;
  email: string;
  passwordHash: string;
  locale: string;
}

export async function insertCustomer(db: Db, values: NewCustomer): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({ ...values, email: values.email.toLowerCase(), displayName: values.username })
    .returning({ id: customers.id });
  return row!.id;
}

export type CustomerChanges = Partial<
  Pick<
    CustomerRow,
    'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'displayName' | 'locale' | 'billing' | 'shipping'
  > & { confirmedAt: Date }
>;

export async function updateCustomer(db: Db, id: number, changes: CustomerChanges): Promise<void> {
  await db
    .update(customers)
    .set({ ...changes, ...(changes.email ? { email: changes.email.toLowerCase() } : {}), updatedAt: new Date() })
    .where(eq(customers.id, id));
}

/** Accounts never confirmed within `olderThan` give their username and address back. */
export async function deleteUnconfirmedBefore(db: Db, olderThan: Date): Promise<void> {
  await db.delete(customers).where(and(isNull(customers.confirmedAt), lt(customers.createdAt, olderThan)));
}
