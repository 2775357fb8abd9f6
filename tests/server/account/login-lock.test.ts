import { describe, expect, it } from 'vitest';
import { THROTTLES } from '../../../server/modules/account/service/throttle';
import { confirmedAccount, visitor } from '../support/account-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

const tally = (codes: number[]) => codes.reduce<Record<number, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});

describe.each(databases)('the login back-off on %s', (kind) => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const t = cartTestServer(kind, { clock: () => now });
  const db = () => t.db.handle.db;

  it('counts each guess before checking it: 40 parallel wrong passwords from 40 addresses check no more than allowed', async () => {
    const account = await confirmedAccount(t.app, db(), 'ghita');
    const guessers = await Promise.all(Array.from({ length: 40 }, (_, i) => visitor(t.app, `192.0.2.${i + 1}`)));
    const answers = await Promise.all(guessers.map((v, i) => v.login('ghita', `guess-number-${i}`)));
    const counts = tally(answers.map((a) => a.statusCode));
    // Only the account's allowance across addresses is checked against the password; every other guess is refused
    // unchecked, however many arrive at once.
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(THROTTLES.loginName.free);
    expect(counts[429] ?? 0, JSON.stringify(counts)).toBe(40 - (counts[401] ?? 0));
    // While the name is locked even the right password waits; after the back-off it signs in.
    const owner = await visitor(t.app, '203.0.113.90');
    const locked = await owner.login('ghita', account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(locked.json()).toMatchObject({ code: 'too_many_attempts' });
    now += 16 * 60_000;
    expect((await owner.login('ghita', account.password)).statusCode).toBe(200);
  });

  it('locks the guessing address, not the owner: six wrong passwords from one address leave the owner free elsewhere', async () => {
    const account = await confirmedAccount(t.app, db(), 'houda');
    const attacker = await visitor(t.app, '198.18.0.1');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attacker.login('houda', `wrong-password-${i}`)).statusCode);
    // The owner, signing in from elsewhere, is let in at once…
    const owner = await visitor(t.app, '198.18.7.7');
    expect((await owner.login('houda', account.password)).statusCode).toBe(200);
    // …while the guessing address waits after its five, even with the right password.
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await attacker.login('houda', account.password)).statusCode).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    const account = await confirmedAccount(t.app, db(), 'latifa');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const v = await visitor(t.app, `2001:db8:5:7::${(i + 1).toString(16)}`);
      codes.push((await v.login('latifa', `wrong-password-${i}`)).statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const owner = await visitor(t.app, '2001:db8:5:8::1');
    expect((await owner.login('latifa', account.password)).statusCode).toBe(200);
  });
});
