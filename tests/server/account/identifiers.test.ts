import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { hashPassword } from '../../../server/modules/account/password';
import { confirmedAccount, mailKinds, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

describe.each(databases)('usernames and e-mail addresses on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;

  it('refuses a username containing @, on the field, in words, and stores nothing', async () => {
    const v = await visitor(t.app, '203.0.113.120');
    for (const username of ['someone@example.ma', 'Amina@Example.MA', 'at@sign']) {
      const refused = await v.register(username, 'fresh-owner@example.ma', 'good-password');
      expect(refused.statusCode, username).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemOf(refused)).toMatchObject({
        code: 'username_email',
        errors: [{ field: 'body.username', code: 'username_email', message: 'A username cannot contain @.' }],
      });
    }
    expect(await mailKinds(db(), 'fresh-owner@example.ma')).toEqual([]);
  });

  it('signs in and resets by an e-mail address only the account with that address, whatever usernames exist', async () => {
    const victim = await confirmedAccount(t.app, db(), 'victime');
    // An account from before the rule, whose username is the victim's address (in other case).
    await db().execute(
      sql`insert into customers (username, email, password_hash, display_name, confirmed_at)
          values ('VICTIME@example.ma', 'mallory@example.ma', ${await hashPassword('mallory-password')}, 'm', now())`,
    );
    const v = await visitor(t.app, '203.0.113.121');
    // The victim's address never reaches the other account, in any case…
    expect((await v.login(victim.email, 'mallory-password')).statusCode).toBe(401);
    expect((await v.login('Victime@Example.MA', 'mallory-password')).statusCode).toBe(401);
    // …it reaches the victim's.
    expect((await v.login(victim.email.toUpperCase(), victim.password)).statusCode).toBe(200);
    await v.logout();
    expect((await v.lostPassword(victim.email)).statusCode).toBe(202);
    expect(await mailKinds(db(), 'mallory@example.ma')).toEqual([]);
    expect(await mailKinds(db(), victim.email)).toEqual(['account_confirm', 'account_reset']);
    // The other account still signs in with its own address.
    expect((await v.login('mallory@example.ma', 'mallory-password')).statusCode).toBe(200);
  });

  it('never lets a username and an e-mail address name two accounts', async () => {
    await confirmedAccount(t.app, db(), 'nassim');
    // A username that is an address already in use is refused like any other '@', and nothing is stored.
    const v = await visitor(t.app, '203.0.113.122');
    const refused = await v.register('Nassim@example.ma', 'other-nassim@example.ma', 'good-password');
    expect(problemOf(refused)).toMatchObject({ code: 'username_email', errors: [{ field: 'body.username' }] });
    const rows = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from customers where lower(username) = 'nassim@example.ma'`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
