import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../server/db/client';
import { confirmedAccount, mailKinds, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

const HOUR = 3_600_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

const ACCOUNT_TABLES = /\b(customers|account_tokens|auth_throttles|mail_outbox)\b/;

/**
 * Runs `fn` and returns the SQL statements on the account's tables sent meanwhile: each one a round trip to the
 * database (the session's own statements are left out: they do not depend on the account).
 */
async function statementsOf(db: Db, fn: () => Promise<unknown>): Promise<string[]> {
  // Drizzle logs every statement through its session's logger; a transaction's session takes the options' one.
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const seen: string[] = [];
  const logger: Logger = { logQuery: (query) => void (ACCOUNT_TABLES.test(query) && seen.push(query)) };
  const before = { direct: session.logger, options: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await fn();
  } finally {
    session.logger = before.direct;
    session.options.logger = before.options;
  }
  return seen;
}

/** The token of the latest account e-mail of this kind to `recipient`. */
async function linkToken(db: Db, recipient: string, kind: string): Promise<string> {
  const [row] = await queryRows<{ text: string }>(
    db,
    sql`select text from mail_outbox where recipient = ${recipient} and kind = ${kind} order by id desc limit 1`,
  );
  return row!.text.match(/\?token=([A-Za-z0-9_-]+)/)![1]!;
}

describe.each(databases)('what the account forms tell about addresses on %s', (kind) => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const t = cartTestServer(kind, { clock: () => now });
  const db = () => t.db.handle.db;

  it('does the same work to register an address that has an account as a new one', async () => {
    const owner = await confirmedAccount(t.app, db(), 'anouar');
    const v = await visitor(t.app, '203.0.113.130');
    const attempt = async (username: string, email: string) => {
      now += 2 * HOUR; // past any back-off
      const start = performance.now();
      const sent = await statementsOf(db(), async () => {
        const response = await v.register(username, email, 'good-password-1');
        expect(response.statusCode, response.body).toBe(202);
      });
      return { ms: performance.now() - start, sent };
    };
    const taken: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 8; i++) {
      const a = await attempt(`probe-taken-${i}`, owner.email);
      const b = await attempt(`probe-fresh-${i}`, `fresh-${i}@example.ma`);
      // As many round trips to the database either way: over a network each one is tens of milliseconds.
      expect(a.sent.length, `taken:\n${a.sent.join('\n')}\n\nnew:\n${b.sent.join('\n')}`).toBe(b.sent.length);
      taken.push(a.ms);
      fresh.push(b.ms);
    }
    // And the same scrypt: the medians stay close even on a busy machine.
    const ratio = median(taken) / median(fresh);
    const said = `taken ${median(taken).toFixed(0)} ms, new ${median(fresh).toFixed(0)} ms`;
    expect(ratio, said).toBeGreaterThan(0.5);
    expect(ratio, said).toBeLessThan(2);
  });

  it('does the same work to ask for a reset link for a name with no account as for one with', async () => {
    const owner = await confirmedAccount(t.app, db(), 'bouchra');
    const v = await visitor(t.app, '203.0.113.135');
    const attempt = async (name: string) => {
      now += 2 * HOUR;
      return statementsOf(db(), async () => expect((await v.lostPassword(name)).statusCode).toBe(202));
    };
    const known = await attempt(owner.email);
    const unknown = await attempt('no-account-here@example.ma');
    expect(known.length, `known:\n${known.join('\n')}\n\nunknown:\n${unknown.join('\n')}`).toBe(unknown.length);
    expect(await mailKinds(db(), owner.email)).toEqual(['account_confirm', 'account_reset']);
    expect(await mailKinds(db(), 'no-account-here@example.ma')).toEqual([]);
  });

  it('answers a taken username alike whatever address comes with it, and holds a name asked for with any address', async () => {
    const karim = await confirmedAccount(t.app, db(), 'karim');
    const v = await visitor(t.app, '203.0.113.131');
    const withTheirs = await v.register('Karim', karim.email, 'good-password-1');
    const withOther = await v.register('Karim', 'not-karim@example.ma', 'good-password-1');
    expect([withTheirs.statusCode, withTheirs.body]).toEqual([withOther.statusCode, withOther.body]);
    expect(problemOf(withOther)).toMatchObject({ code: 'username_taken', errors: [{ field: 'body.username' }] });
    // A new name asked for with a known address is held exactly as one asked for with a new address: a second
    // registration of it tells nothing about the first address.
    const w = await visitor(t.app, '203.0.113.132');
    await w.register('probe-name-1', karim.email, 'good-password-1');
    await w.register('probe-name-2', 'nobody-yet@example.ma', 'good-password-1');
    const again1 = await w.register('probe-name-1', 'third@example.ma', 'good-password-1');
    const again2 = await w.register('probe-name-2', 'fourth@example.ma', 'good-password-1');
    expect([again1.statusCode, again1.body]).toEqual([again2.statusCode, again2.body]);
  });

  it('takes a signed-in customer’s new address, taken or not, as pending until its mailbox confirms it', async () => {
    const jamal = await confirmedAccount(t.app, db(), 'jamal');
    const imane = await confirmedAccount(t.app, db(), 'imane');
    const v = await visitor(t.app, '203.0.113.133');
    expect((await v.login(imane.username, imane.password)).statusCode).toBe(200);
    const details = (email: string) =>
      v.send('PUT', '/account/details', { first_name: 'Imane', last_name: 'A.', display_name: 'Imane', email });
    let toTaken = await details(jamal.email);
    let toFree = await details('imane.new@example.ma');
    // As much work either way (asked again, later: the back-off on mails stays clear).
    now += 2 * HOUR;
    const takenWork = await statementsOf(db(), async () => void (toTaken = await details(jamal.email)));
    now += 2 * HOUR;
    const freeWork = await statementsOf(db(), async () => void (toFree = await details('imane.new@example.ma')));
    expect(takenWork.length, `taken:\n${takenWork.join('\n')}\n\nfree:\n${freeWork.join('\n')}`).toBe(freeWork.length);
    // The same answer: the names are saved, the address is still the old one.
    expect(toTaken.statusCode, toTaken.body).toBe(200);
    expect([toTaken.statusCode, toTaken.body]).toEqual([toFree.statusCode, toFree.body]);
    expect(toFree.json()).toMatchObject({ firstName: 'Imane', email: imane.email });
    // The owner of the taken address hears of it; the free address gets a link that changes it, with the password.
    expect(await mailKinds(db(), jamal.email)).toEqual(['account_confirm', 'account_existing', 'account_existing']);
    expect(await mailKinds(db(), 'imane.new@example.ma')).toEqual(['account_change', 'account_change']);
    const token = await linkToken(db(), 'imane.new@example.ma', 'account_change');
    const mailbox = await visitor(t.app, '203.0.113.134');
    const wrong = await mailbox.send('POST', '/account/confirm', { token, password: 'not-her-password', locale: 'en' });
    expect(problemOf(wrong)).toMatchObject({ code: 'password_incorrect', errors: [{ field: 'body.password' }] });
    const done = await mailbox.send('POST', '/account/confirm', { token, password: imane.password, locale: 'en' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await v.me()).json()).toMatchObject({ email: 'imane.new@example.ma' });
    expect((await mailbox.login('imane.new@example.ma', imane.password)).statusCode).toBe(200);
    // Jamal's account is untouched, and the link works once.
    expect((await mailbox.login(jamal.email, jamal.password)).statusCode).toBe(200);
    const again = await mailbox.send('POST', '/account/confirm', { token, password: imane.password, locale: 'en' });
    expect(problemOf(again).code).toBe('link_invalid');
  });
});
