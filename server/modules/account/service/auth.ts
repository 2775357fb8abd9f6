/**
 * Signing in, registering and confirming an address. None tells whether an account exists: a failed login is the
 * same answer (and the same scrypt work) for an unknown name and a wrong password; registration answers "check your
 * e-mail" with the same statements whatever the address, and the e-mail says what happened (confirm the new
 * account, or: this address already has one). A confirmation link works only with the account's password, so
 * registering someone else's address never gets the registrant the account: its mailbox's owner cannot confirm it,
 * and takes it over with a reset link or by registering it again.
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
  deleteUnconfirmed,
  deleteUnconfirmedBefore,
  findCustomer,
  findCustomerByEmail,
  findCustomerByLogin,
  isUniqueViolation,
  registerCustomer,
  updateCustomer,
  usernameHolder,
} from '../repository/customers';
import { holdKey, lockedUntil } from '../repository/throttles';
import { consumeToken, findToken, hashToken, newToken } from '../repository/tokens';
import { type AccountRequest, shopLink } from './context';
import { checkedForm, fieldProblem } from './forms';
import {
  THROTTLES,
  admitAttempt,
  clearAttempts,
  forgiveAttempt,
  ipKey,
  nameKey,
  passwordKeys,
  type ThrottleKey,
} from './throttle';

const HOUR = 3_600_000;
/** How long a confirmation link works, and how long an unconfirmed account keeps its username and address. */
export const CONFIRM_TTL_MS = 24 * HOUR;

export interface LoginBody {
  user_login: string;
  password: string;
}

/** A right password is not a guess: this client's count for the name starts over, the others take it back. */
async function passwordRight(r: AccountRequest, keys: readonly ThrottleKey[]): Promise<void> {
  await clearAttempts(r.db, keys.slice(0, 1));
  await forgiveAttempt(r.db, keys.slice(1));
}

/** The customer the login names, when the password is theirs; a 401 (or 429 while locked) otherwise. */
export async function authenticate(r: AccountRequest, body: LoginBody): Promise<CustomerRow> {
  const { user_login: login, password } = checkedForm('login', { ...body });
  // Counted before the password is tried: guesses sent together cannot all slip past the lock.
  const keys = passwordKeys(r.ip, login!);
  await admitAttempt(r.db, keys, r.now);
  const customer = await findCustomerByLogin(r.db, login!);
  const ok = await verifyPassword(password!, customer?.passwordHash ?? null);
  if (!ok || !customer) throw new HttpProblem(401, 'login_failed', 'The username or password is incorrect.');
  await passwordRight(r, keys);
  // Only someone who knows the password learns that the address is not confirmed yet.
  if (!customer.confirmedAt) {
    throw new HttpProblem(403, 'account_unconfirmed', 'Confirm your e-mail address first, with the link we sent.');
  }
  if (customer.locale !== r.locale) await updateCustomer(r.db, customer.id, { locale: r.locale });
  return customer;
}

export interface RegisterBody {
  username: string;
  email: string;
  password: string;
  captcha?: string;
}

const usernameTaken = () =>
  fieldProblem(409, 'username', 'username_taken', 'This username is already taken; please choose another.');

/** The key that holds a username asked for at registration, whatever the address it came with. */
const usernameKey = (username: string) => `register:username:${username.trim().toLowerCase()}`;

/**
 * Whether a username is out of reach: held by an account (confirmed, or registered within the link's lifetime), or
 * asked for by a registration in that time with any address. Never a matter of which address comes with it, so a
 * refusal tells nothing about addresses.
 */
async function usernameUnavailable(tx: Db, username: string, now: Date): Promise<boolean> {
  const holder = await usernameHolder(tx, username, new Date(now.getTime() - CONFIRM_TTL_MS));
  return holder !== null || (await lockedUntil(tx, [usernameKey(username)], now)) !== null;
}

/**
 * Registers: a new address gets an unconfirmed account and a confirmation link; an address with an unconfirmed
 * account gets it updated and a new link; an address with a confirmed account gets a note saying so. Every case does
 * the same work and answers alike. A username out of reach is refused (409 on the field), whatever the address.
 */
export async function register(r: AccountRequest, body: RegisterBody): Promise<void> {
  const { captcha, ...fields } = body;
  const values = checkedForm('register', fields);
  await assertCaptcha({ db: r.db, key: r.captchaKey, now: r.now }, captcha);
  const username = values.username!;
  const email = values.email!;
  await admitAttempt(
    r.db,
    [
      { key: nameKey('register', email), policy: THROTTLES.mailName },
      { key: ipKey('register', r.ip), policy: THROTTLES.mailIp },
    ],
    r.now,
  );
  // The same scrypt whatever follows.
  const passwordHash = await hashPassword(values.password!);
  try {
    await r.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if (await usernameUnavailable(tx, username, r.now)) throw usernameTaken();
      await registerWithin(tx, r, { username, email, passwordHash });
    });
  } catch (error) {
    // A registration at the same moment took the name.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * Registration's work inside the caller's transaction, the same statements whatever the address: an unconfirmed
 * account for a new address (or the address's unconfirmed one, updated) with a confirmation link mailed; for an
 * address whose account is confirmed, a note saying so instead. The username is held for the link's lifetime either
 * way. Returns the unconfirmed account's id, or null for a confirmed one (nothing is its to own).
 */
export async function registerWithin(
  tx: Db,
  r: Omit<AccountRequest, 'captchaKey'>,
  values: { username: string; email: string; passwordHash: string },
): Promise<number | null> {
  const { username, email, passwordHash } = values;
  await deleteUnconfirmedBefore(tx, new Date(r.now.getTime() - CONFIRM_TTL_MS));
  const owner = await findCustomerByEmail(tx, email);
  const expiresAt = new Date(r.now.getTime() + CONFIRM_TTL_MS);
  await holdKey(tx, usernameKey(username), expiresAt, r.now);
  const token = newToken();
  const id = await registerCustomer(
    tx,
    { username, email, passwordHash, locale: r.locale },
    { tokenHash: hashToken(token), expiresAt, now: r.now },
  );
  if (id === null) {
    if (owner) {
      const link = `${r.publicUrl}/${r.locale}/my-account/lost-password/`;
      await enqueueAccountMail(
        tx,
        { kind: 'existing', locale: r.locale, name: owner.displayName, username: owner.username, link },
        owner.email,
      );
    }
    return null;
  }
  await enqueueAccountMail(
    tx,
    { kind: 'confirm', locale: r.locale, name: username, username, link: shopLink(r, 'confirm', token) },
    email,
  );
  return id;
}

/**
 * A username for an account made at checkout, from the e-mail address: its local part in the allowed characters,
 * at least four long, with a number added while it is out of reach (another account's, or asked for lately).
 */
export async function usernameForEmail(tx: Db, email: string, now: Date = new Date()): Promise<string> {
  const local = email
    .split('@')[0]!
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
  const base = local.length >= USERNAME_MIN_LENGTH ? local : `${local}${'0'.repeat(USERNAME_MIN_LENGTH)}`.slice(0, 4);
  const owner = await findCustomerByEmail(tx, email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = attempt === 0 ? base : `${base}-${randomInt(1000, 10_000)}`;
    const holder = await usernameHolder(tx, name, new Date(now.getTime() - CONFIRM_TTL_MS));
    if (holder !== null ? holder === owner?.id : !(await usernameUnavailable(tx, name, now))) return name;
  }
  return `${base}-${randomInt(100_000, 1_000_000)}`;
}

export interface Confirmed {
  customer: CustomerRow;
  /** What the link confirmed: a new account's address, or an account's new address. */
  confirmed: 'account' | 'email';
}

/**
 * Confirms the address of the link (once), given the account's password: a new account's, or the new address an
 * account asked for (which it takes then, unless a confirmed account took it meanwhile; a registration of it never
 * confirmed gives way). Returns the account, to be signed in.
 */
export async function confirmAddress(r: AccountRequest, body: { token: string; password: string }): Promise<Confirmed> {
  const { password } = checkedForm('confirm', { password: body.password });
  const link = await findToken(r.db, body.token, ['confirm', 'email'], r.now);
  const customer = link && (await findCustomer(r.db, link.customerId));
  if (!link || !customer) throw linkInvalid();
  const keys = passwordKeys(r.ip, customer.username);
  await admitAttempt(r.db, keys, r.now);
  if (!(await verifyPassword(password!, customer.passwordHash))) {
    throw fieldProblem(400, 'password', 'password_incorrect', 'The password is incorrect.');
  }
  await passwordRight(r, keys);
  return r.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const id = await consumeToken(tx, body.token, link.purpose, r.now);
    if (id === null) throw linkInvalid();
    if (link.purpose === 'email') {
      const holder = await findCustomerByEmail(tx, link.email!);
      if (holder && holder.id !== id) {
        if (holder.confirmedAt) throw linkInvalid();
        await deleteUnconfirmed(tx, holder.id);
      }
      await updateCustomer(tx, id, { email: link.email!, locale: r.locale });
    } else {
      await updateCustomer(tx, id, { confirmedAt: r.now, locale: r.locale });
    }
    return { customer: (await findCustomer(tx, id))!, confirmed: link.purpose === 'email' ? 'email' : 'account' };
  });
}

export const linkInvalid = () =>
  fieldProblem(400, 'token', 'link_invalid', 'This link has expired or has already been used.');
