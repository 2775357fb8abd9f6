import { describe, expect, it } from 'vitest';
import { confirmedAccount, visitor } from '../support/account-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

describe.each(databases)("the coming-soon banner's dismissal on %s", (kind) => {
  const t = cartTestServer(kind);
  const dismissed = async (v: Awaited<ReturnType<typeof visitor>>) =>
    (await v.send('GET', '/session')).json<{ comingSoonDismissed: boolean }>().comingSoonDismissed;

  it('stays with the customer: dismissed once, hidden in their next sessions and devices, not for anyone else', async () => {
    const account = await confirmedAccount(t.app, t.db.handle.db, 'noura');
    const phone = await visitor(t.app, '203.0.113.21');
    expect((await phone.login(account.username, account.password)).statusCode).toBe(200);
    expect((await phone.send('POST', '/notices/coming-soon/dismiss')).statusCode).toBe(204);
    expect(await dismissed(phone)).toBe(true);

    const desktop = await visitor(t.app, '203.0.113.22');
    expect(await dismissed(desktop)).toBe(false);
    expect((await desktop.login(account.username, account.password)).statusCode).toBe(200);
    expect(await dismissed(desktop)).toBe(true);
    await desktop.logout();
    expect(await dismissed(desktop)).toBe(false);

    const stranger = await visitor(t.app, '203.0.113.23');
    expect(await dismissed(stranger)).toBe(false);
  });

  it("a guest's dismissal stays with the guest's session", async () => {
    const guest = await visitor(t.app, '203.0.113.24');
    expect((await guest.send('POST', '/notices/coming-soon/dismiss')).statusCode).toBe(204);
    expect(await dismissed(guest)).toBe(true);
    expect(await dismissed(await visitor(t.app, '203.0.113.25'))).toBe(false);
  });
});
