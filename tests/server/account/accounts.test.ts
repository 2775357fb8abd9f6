import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { THROTTLES } from '../../../server/modules/account/service/throttle';
import { confirmedAccount, mailKinds, mailedToken, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

describe.each(databases)('registering, confirming and signing in on %s', (kind) => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const t = cartTestServer(kind, { clock: () => now });
  const db = () => t.db.handle.db;

  it('creates an account that signs in only once the mailed link confirms its address', async () => {
    const v = await visitor(t.app);
    const registered = await v.register('amina', 'Amina@Example.ma', 'tajine-2026');
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({ status: 'check_email' });
    expect(await mailKinds(db(), 'amina@example.ma')).toEqual(['account_confirm']);
    const early = await v.login('amina', 'tajine-2026');
    expect(early.statusCode).toBe(403);
    expect(problemOf(early).code).toBe('account_unconfirmed');

    const token = (await mailedToken(db(), 'amina@example.ma', 'confirm'))!;
    const confirmed = await v.confirm(token, 'tajine-2026');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ customer: { displayName: 'amina' }, redirect: '/en/my-account/' });
    expect((await v.session()).user).toMatchObject({ displayName: 'amina' });
    // The link works once.
    const again = await v.confirm(token, 'tajine-2026');
    expect(again.statusCode).toBe(400);
    expect(problemOf(again)).toMatchObject({ code: 'link_invalid', errors: [{ field: 'body.token' }] });

    await v.logout();
    expect((await v.session()).user).toBeNull();
    // By username in any case, or by e-mail address.
    expect((await v.login('AMINA', 'tajine-2026')).statusCode).toBe(200);
    await v.logout();
    expect((await v.login('amina@example.ma', 'tajine-2026')).statusCode).toBe(200);
  });

  it('answers a registration with a taken address exactly as a new one, and mails the owner instead', async () => {
    const owner = await confirmedAccount(t.app, db(), 'youssef');
    const v = await visitor(t.app, '203.0.113.20');
    const fresh = await v.register('nadia', 'nadia@example.ma', 'password-nadia');
    const taken = await v.register('someone', owner.email, 'another-password');
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(await mailKinds(db(), owner.email)).toEqual(['account_confirm', 'account_existing']);
    // Nothing changed on the account: the old password still signs in, the new one does not.
    expect((await v.login('youssef', 'another-password')).statusCode).toBe(401);
    expect((await v.login('youssef', owner.password)).statusCode).toBe(200);
  });

  it('refuses a username held by another account, on the field, and stores nothing', async () => {
    await confirmedAccount(t.app, db(), 'karim');
    const v = await visitor(t.app, '203.0.113.21');
    const refused = await v.register('Karim', 'other-karim@example.ma', 'password-karim');
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused)).toMatchObject({ code: 'username_taken', errors: [{ field: 'body.username' }] });
    expect(await mailKinds(db(), 'other-karim@example.ma')).toEqual([]);
  });

  it('names every bad field of a registration with the spec’s rule, and stores nothing', async () => {
    const v = await visitor(t.app, '203.0.113.22');
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ username: 'abc' }, 'body.username', 'minlength'],
      [{ username: 'a<b>c!' }, 'body.username', 'username'],
      [{ email: 'not-an-address' }, 'body.email', 'email'],
      [{ password: '1234567' }, 'body.password', 'rangelength'],
      [{ password: 'x'.repeat(31) }, 'body.password', 'rangelength'],
      [{ username: '' }, 'body.username', 'required'],
    ];
    for (const [change, field, code] of cases) {
      const body = { username: 'valid-name', email: 'valid@example.ma', password: 'good-password', ...change };
      const refused = await v.register(body.username!, body.email!, body.password!);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(problemOf(refused).errors).toContainEqual(expect.objectContaining({ field, code }));
    }
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from customers where email = 'valid@example.ma'`,
    );
    expect(count!.n).toBe(0);
    // Markup and oversized input are refused before any rule runs.
    const huge = await v.send('POST', '/account/register', {
      username: 'x'.repeat(5000),
      email: 'a@b.ma',
      password: 'good-password',
      locale: 'en',
    });
    expect(huge.statusCode).toBe(400);
  });

  it('answers a wrong password and an unknown name alike', async () => {
    await confirmedAccount(t.app, db(), 'salma');
    const v = await visitor(t.app, '203.0.113.23');
    const wrong = await v.login('salma', 'not-her-password');
    const unknown = await v.login('nobody-here', 'not-her-password');
    expect(wrong.statusCode).toBe(401);
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
  });

  it('gives the session a new id on sign-in and sign-out: a cookie from before is worth nothing after', async () => {
    const account = await confirmedAccount(t.app, db(), 'omar');
    const v = await visitor(t.app, '203.0.113.24');
    const before = { ...v.state };
    expect((await v.login(account.username, account.password)).statusCode).toBe(200);
    expect(v.state.cookie).not.toBe(before.cookie);
    // The old cookie finds no session (a new guest one is made for it) and its CSRF token is refused.
    const old = await t.app.inject({ url: '/api/session', headers: { cookie: before.cookie } });
    expect(old.json().user).toBeNull();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie: before.cookie, 'x-csrf-token': before.csrfToken },
    });
    expect(forged.statusCode).toBe(403);
    expect((await v.session()).user).toMatchObject({ displayName: 'omar' });

    const signedIn = { ...v.state };
    expect((await v.logout()).statusCode).toBe(204);
    expect(v.state.cookie).not.toBe(signedIn.cookie);
    const after = await t.app.inject({ url: '/api/account', headers: { cookie: signedIn.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('goes only to a path of this shop after signing in', async () => {
    const account = await confirmedAccount(t.app, db(), 'hind');
    for (const [asked, answered] of [
      ['/fr/my-account/orders/', '/fr/my-account/orders/'],
      ['https://evil.example/', ''],
      ['//evil.example/', ''],
      ['/\\evil.example/', ''],
    ] as const) {
      const v = await visitor(t.app, '203.0.113.25');
      const response = await v.login(account.username, account.password, asked);
      expect(response.json().redirect, asked).toBe(answered);
    }
  });

  it('locks a name after repeated wrong passwords from many addresses, and lets the right one in after the back-off', async () => {
    const account = await confirmedAccount(t.app, db(), 'fatima');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const v = i % 50 === 0 || i < 10 ? await visitor(t.app, `192.0.2.${i % 200}`) : undefined;
      const response = await (v ?? (await visitor(t.app, `192.0.2.${i % 200}`))).login('fatima', `guess-${i}`);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    // Five free guesses per address, and the name's allowance across addresses: past it the name is locked, and
    // nearly every guess was refused without a password check.
    expect(statuses.get(401)).toBeLessThanOrEqual(THROTTLES.loginName.free);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(1000 - THROTTLES.loginName.free);
    // While locked, even the right password waits; after the back-off it signs in.
    const owner = await visitor(t.app, '203.0.113.26');
    const locked = await owner.login(account.username, account.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    now += 16 * 60_000;
    expect((await owner.login(account.username, account.password)).statusCode).toBe(200);
  });

  it('takes as long to refuse an unknown name as a known one', async () => {
    await confirmedAccount(t.app, db(), 'rachid');
    const v = await visitor(t.app, '203.0.113.27');
    const time = async (name: string) => {
      now += 2 * 3_600_000; // past any back-off
      const start = performance.now();
      const response = await v.login(name, 'wrong-password');
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      known.push(await time('rachid'));
      unknown.push(await time(`ghost-${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both do one scrypt: the medians stay close even on a busy machine. Skipping the dummy hash for an unknown name
    // would make it some thirty times faster.
    const ratio = median(known) / median(unknown);
    expect(ratio, `known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`).toBeGreaterThan(
      0.5,
    );
    expect(ratio, `known ${median(known).toFixed(0)} ms, unknown ${median(unknown).toFixed(0)} ms`).toBeLessThan(2);
  });
});
