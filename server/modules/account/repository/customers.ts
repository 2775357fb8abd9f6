import { and, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { isEmailLogin } from '@domain/account/forms';
import type { OrderAddress } from '@domain/checkout/address-schema';
import { type Db, queryRows } from '../../../db/client';
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

/**
 * The customer a login names: an e-mail address when it holds '@' (a username never does), else a username in any
 * case. Never both, so one login can only ever name one account.
 */
export async function findCustomerByLogin(db: Db, login: string): Promise<CustomerRow | null> {
  return isEmailLogin(login) ? findCustomerByEmail(db, login) : findCustomerByUsername(db, login);
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

/** Whether an account holds this username (any case): a confirmed one, or one registered since `pendingSince`. */
export async function usernameHolder(db: Db, username: string, pendingSince: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(${customers.username})`, username.toLowerCase()),
        or(isNotNull(customers.confirmedAt), gte(customers.createdAt, pendingSince)),
      ),
    );
  return row?.id ?? null;
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

/**
 * Registers, in one statement whatever the address: a new unconfirmed account, or the address's unconfirmed one
 * given the new username and password, each with a confirmation link (the token's hash) replacing any earlier one;
 * an address whose account is confirmed is left alone. Returns the unconfirmed account's id, or null.
 */
export async function registerCustomer(
  db: Db,
  values: NewCustomer,
  link: { tokenHash: string; expiresAt: Date; now: Date },
): Promise<number | null> {
  const now = link.now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with account as (
          insert into customers (username, email, password_hash, display_name, locale)
          values (${values.username}, ${values.email.toLowerCase()}, ${values.passwordHash}, ${values.username}, ${values.locale})
          on conflict (email) do update
            set username = excluded.username, password_hash = excluded.password_hash,
                display_name = excluded.display_name, locale = excluded.locale, updated_at = ${now}::timestamptz
            where customers.confirmed_at is null
          returning id
        ), spent as (
          update account_tokens set used_at = ${now}::timestamptz
          where customer_id in (select id from account) and purpose = 'confirm' and used_at is null
        ), issued as (
          insert into account_tokens (token_hash, customer_id, purpose, expires_at, created_at)
          select ${link.tokenHash}, id, 'confirm', ${link.expiresAt.toISOString()}::timestamptz, ${now}::timestamptz
          from account
        )
        select id from account`,
  );
  return rows[0]?.id ?? null;
}

/** Whether a database error is a unique index refusing a duplicate (a username or address taken meanwhile). */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505' ||
  (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

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

/** Removes an account that was never confirmed (its address has just been confirmed by another account). */
export async function deleteUnconfirmed(db: Db, id: number): Promise<void> {
  await db.delete(customers).where(and(eq(customers.id, id), isNull(customers.confirmedAt)));
}
