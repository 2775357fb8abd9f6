/**
 * Signing in and registering. Neither tells whether an account exists: a failed login is the same answer (and the
 * same scrypt work) for an unknown name and a wrong password; registration always answers "check your e-mail", and
 * the e-mail says what happened (confirm the new account, or: this address already has one).
 */
import { randomInt } from 'node:crypto';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@domain/account/forms';
import type { Db } from '../../../db/client';
import { HttpProblem } from '../../../http/problems';
import { enqueueAccountMail } from '../../mail/outbox';
import { assertCaptcha } from '../../captcha/service';
import { hashPassword, verifyPassword } from '../password';
import {
  type CustomerRow,
  deleteUnconfirmedBefore,
  findCustomer,
  findCustomerByEmail,
  findCustomerByLogin,
  findCustomerByUsername,
  insertCustomer,
  updateCustomer,
} from '../repository/customers';
import { consumeToken, issueToken } from '../repository/tokens';
import { type AccountRequest, shopLink } from './context';
import { checkedForm, fieldProblem } from './forms';
import { THROTTLES, assertNotLocked, clearAttempts, countAttempts, ipKey, nameKey } from './throttle';

const HOUR = 3_600_000;
/** How long a confirmation link works, and how long an unconfirmed account keeps its username and address. */
export const CONFIRM_TTL_MS = 24 * HOUR;

export interface LoginBody {
  user_login: string;
  password: string;
}

/** The customer the login names, when the password is theirs; a 401 (or 429 while locked) otherwise. */
export async function authenticate(r: AccountRequest, body: LoginBody): Promise<CustomerRow> {
  const { user_login: login, password } = checkedForm('login', { ...body });
  const keys = [
    { key: nameKey('login', login!), policy: THROTTLES.loginName },
    { key: ipKey('login', r.ip), policy: THROTTLES.loginIp },
  ];
  await assertNotLocked(r.db, keys, r.now);
  const customer = await findCustomerByLogin(r.db, login!);
  const ok = await verifyPassword(password!, customer?.passwordHash ?? null);
  if (!ok || !customer) {
    await countAttempts(r.db, keys, r.now);
    throw new HttpProblem(401, 'login_failed', 'The username or password is incorrect.');
  }
  // Only someone who knows the password learns that the address is not confirmed yet.
  if (!customer.confirmedAt) {
    throw new HttpProblem(403, 'account_unconfirmed', 'Confirm your e-mail address first, with the link we sent.');
  }
  await clearAttempts(r.db, keys.slice(0, 1));
  if (customer.locale !== r.locale) await updateCustomer(r.db, customer.id, { locale: r.locale });
  return customer;
}

export interface RegisterBody {
  username: string;
  email: string;
  password: string;
  captcha?: string;
}

/**
 * Registers: a new address gets an unconfirmed account and a confirmation link; an address with an unconfirmed
 * account gets it updated and a new link; an address with a confirmed account gets a note saying so. Every case does
 * the same work and answers alike. A username held by another account is refused (409 on the field).
 */
export async function register(r: AccountRequest, body: RegisterBody): Promise<void> {
  const { captcha, ...fields } = body;
  const values = checkedForm('register', fields);
  await assertCaptcha({ db: r.db, key: r.captchaKey, now: r.now }, captcha);
  const username = values.username!;
  const email = values.email!;
  const keys = [
    { key: nameKey('register', email), policy: THROTTLES.mailName },
    { key: ipKey('register', r.ip), policy: THROTTLES.mailIp },
  ];
  await assertNotLocked(r.db, keys, r.now);
  await countAttempts(r.db, keys, r.now);
  const passwordHash = await hashPassword(values.password!);
  await r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await deleteUnconfirmedBefore(tx, new Date(r.now.getTime() - CONFIRM_TTL_MS));
    const holder = await findCustomerByUsername(tx, username);
    const owner = await findCustomerByEmail(tx, email);
    if (holder && holder.id !== owner?.id) {
      throw fieldProblem(409, 'username', 'username_taken', 'This username is already taken; please choose another.');
    }
    await registerWithin(tx, r, { username, email, passwordHash });
  });
}

/**
 * Registration's work inside the caller's transaction: an unconfirmed account for a new address (or the address's
 * unconfirmed one, updated) with a confirmation link mailed; for an address whose account is confirmed, a note saying
 * so instead. Returns the unconfirmed account's id, or null for a confirmed one (nothing is its to own).
 */
export async function registerWithin(
  tx: Db,
  r: Omit<AccountRequest, 'captchaKey'>,
  values: { username: string; email: string; passwordHash: string },
): Promise<number | null> {
  const { username, email, passwordHash } = values;
  await deleteUnconfirmedBefore(tx, new Date(r.now.getTime() - CONFIRM_TTL_MS));
  const owner = await findCustomerByEmail(tx, email);
  if (owner?.confirmedAt) {
    const link = `${r.publicUrl}/${r.locale}/my-account/lost-password/`;
    await enqueueAccountMail(
      tx,
      { kind: 'existing', locale: r.locale, name: owner.displayName, username: owner.username, link },
      owner.email,
    );
    return null;
  }
  const id = owner
    ? (await updateCustomer(tx, owner.id, { username, passwordHash, displayName: username, locale: r.locale }),
      owner.id)
    : await insertCustomer(tx, { username, email, passwordHash, locale: r.locale });
  const token = await issueToken(tx, id, 'confirm', new Date(r.now.getTime() + CONFIRM_TTL_MS), r.now);
  await enqueueAccountMail(
    tx,
    { kind: 'confirm', locale: r.locale, name: username, username, link: shopLink(r, 'confirm', token) },
    email,
  );
  return id;
}

/**
 * A username for an account made at checkout, from the e-mail address: its local part in the allowed characters,
 * at least four long, with a number added while it is someone else's.
 */
export async function usernameForEmail(tx: Db, email: string): Promise<string> {
  const local = email
    .split('@')[0]!
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  const base = local.length >= USERNAME_MIN_LENGTH ? local : `${local}${'0'.repeat(USERNAME_MIN_LENGTH)}`.slice(0, 4);
  const owner = await findCustomerByEmail(tx, email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = attempt === 0 ? base : `${base}-${randomInt(1000, 10_000)}`;
    const holder = await findCustomerByUsername(tx, name);
    if (!holder || holder.id === owner?.id) return name;
  }
  return `${base}-${randomInt(100_000, 1_000_000)}`;
}

/** Confirms the address of the link's account (once) and returns the account, to be signed in. */
export async function confirmAccount(r: AccountRequest, token: string): Promise<CustomerRow> {
  return r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const id = await consumeToken(tx, token, 'confirm', r.now);
    if (id === null) throw linkInvalid();
    await updateCustomer(tx, id, { confirmedAt: r.now, locale: r.locale });
    return (await findCustomer(tx, id))!;
  });
}

export const linkInvalid = () =>
  fieldProblem(400, 'token', 'link_invalid', 'This link has expired or has already been used.');
