import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { confirmedAccount, mailKinds, mailedToken, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

describe.each(databases)('recovering a lost password on %s', (kind) => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const t = cartTestServer(kind, { clock: () => now });
  const db = () => t.db.handle.db;

  it('answers alike for any name and mails a link only to an account', async () => {
    const account = await confirmedAccount(t.app, db(), 'leila');
    const v = await visitor(t.app, '203.0.113.40');
    const known = await v.lostPassword('LEILA');
    const unknown = await v.lostPassword('nobody@example.ma');
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await mailKinds(db(), account.email)).toEqual(['account_confirm', 'account_reset']);
    expect(await mailKinds(db(), 'nobody@example.ma')).toEqual([]);
  });

  it('sets a new password once with the link, and ends the account’s other sessions', async () => {
    const account = await confirmedAccount(t.app, db(), 'driss');
    const laptop = await visitor(t.app, '203.0.113.41');
    expect((await laptop.login(account.username, account.password)).statusCode).toBe(200);
    const phone = await visitor(t.app, '203.0.113.42');
    await phone.lostPassword(account.email);
    const token = (await mailedToken(db(), account.email, 'reset'))!;
    const reset = await phone.resetPassword(token, 'new-secret-99');
    expect(reset.statusCode).toBe(200);
    // The laptop's session is over; the old password no longer signs in, the new one does.
    expect((await laptop.me()).statusCode).toBe(401);
    expect((await phone.login(account.username, account.password)).statusCode).toBe(401);
    expect((await phone.login(account.username, 'new-secret-99')).statusCode).toBe(200);
    const reused = await phone.resetPassword(token, 'another-secret-1');
    expect(reused.statusCode).toBe(400);
    expect(problemOf(reused)).toMatchObject({ code: 'link_invalid', errors: [{ field: 'body.token' }] });
  });

  it('refuses a link older than an hour, and a password outside 8 to 30 characters', async () => {
    const account = await confirmedAccount(t.app, db(), 'samir');
    const v = await visitor(t.app, '203.0.113.43');
    await v.lostPassword(account.username);
    const token = (await mailedToken(db(), account.email, 'reset'))!;
    const short = await v.resetPassword(token, 'short');
    expect(problemOf(short)).toMatchObject({ code: 'rangelength', errors: [{ field: 'body.password' }] });
    now += 61 * 60_000;
    const late = await v.resetPassword(token, 'good-password-1');
    expect(late.statusCode).toBe(400);
    expect(problemOf(late).code).toBe('link_invalid');
    expect((await v.login(account.username, account.password)).statusCode).toBe(200);
  });

  it('changes only the account the link was sent for, and a confirmation link cannot reset', async () => {
    const a = await confirmedAccount(t.app, db(), 'alaa');
    const b = await confirmedAccount(t.app, db(), 'badr');
    const v = await visitor(t.app, '203.0.113.44');
    await v.lostPassword(a.username);
    const tokenA = (await mailedToken(db(), a.email, 'reset'))!;
    expect((await v.resetPassword(tokenA, 'alaa-new-pass')).statusCode).toBe(200);
    expect((await v.login(b.username, b.password)).statusCode).toBe(200);
    await v.logout();
    // A fresh registration's confirmation token is not a reset token.
    await v.register('chama', 'chama@example.ma', 'chama-pass-1');
    const confirm = (await mailedToken(db(), 'chama@example.ma', 'confirm'))!;
    expect(problemOf(await v.resetPassword(confirm, 'hijacked-pass')).code).toBe('link_invalid');
    const stored = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from account_tokens where used_at is null and purpose = 'confirm'`,
    );
    expect(stored[0]!.n).toBeGreaterThan(0);
  });
});
