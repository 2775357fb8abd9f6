import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { confirmedAccount, mailKinds, mailedToken, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { type OrderBody, buyer } from '../support/checkout-client';
import { databases } from '../support/test-db';

describe.each(databases)('accounts at checkout on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;
  const ownerOf = async (number: number) =>
    (await queryRows<{ user_id: number | null }>(db(), sql`select user_id from orders where id = ${number}`))[0]!
      .user_id;

  it('gives a guest who asks an account for the billing address, with the order in it once confirmed', async () => {
    const v = await visitor(t.app, '203.0.113.80');
    const b = await buyer(t.app, 'en', v.state);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const email = 'nour.checkout@example.ma';
    const placed = await b.placeAtShownTotal({
      billing: { ...CASABLANCA, email },
      createAccount: true,
      accountPassword: 'nour-password',
    });
    expect(placed.statusCode).toBe(201);
    const number = placed.json<OrderBody>().number;
    expect(await ownerOf(number)).not.toBeNull();
    expect(await mailKinds(db(), email)).toEqual(['account_confirm', 'order_confirmation']);
    // The link confirms with the password given at checkout.
    expect((await v.confirm((await mailedToken(db(), email, 'confirm'))!, 'nour-password')).statusCode).toBe(200);
    const orders = (await v.send('GET', '/account/orders')).json();
    expect(orders.orders.map((o: { number: number }) => o.number)).toEqual([number]);
    expect((await v.me()).json()).toMatchObject({ username: 'nour.checkout', billing: { email } });
  });

  it('refuses a new account’s password outside 8 to 30 characters, placing nothing', async () => {
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const refused = await b.placeAtShownTotal({ createAccount: true, accountPassword: 'short' });
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused)).toMatchObject({ code: 'rangelength', errors: [{ field: 'body.accountPassword' }] });
    expect((await b.cart()).items).toHaveLength(1);
  });

  it('keeps a known address’s account out of a guest’s order, answering alike and mailing its owner', async () => {
    const owner = await confirmedAccount(t.app, db(), 'rania');
    const b = await buyer(t.app);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const placed = await b.placeAtShownTotal({
      billing: { ...CASABLANCA, email: owner.email },
      createAccount: true,
      accountPassword: 'some-password',
    });
    expect(placed.statusCode).toBe(201);
    expect(await ownerOf(placed.json<OrderBody>().number)).toBeNull();
    expect(await mailKinds(db(), owner.email)).toEqual(['account_confirm', 'account_existing', 'order_confirmation']);
  });

  it('saves a signed-in customer’s addresses only when asked, and the order is theirs', async () => {
    const account = await confirmedAccount(t.app, db(), 'tarik');
    const v = await visitor(t.app, '203.0.113.81');
    await v.login(account.username, account.password);
    const b = await buyer(t.app, 'en', v.state);
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    const first = await b.placeAtShownTotal({ billing: { ...CASABLANCA, email: account.email } });
    expect(await ownerOf(first.json<OrderBody>().number)).toBe((await v.me()).json().id);
    expect((await v.me()).json().billing).toBeNull();
    await b.add({ productId: t.fx.product.mug, quantity: 1 });
    await b.placeAtShownTotal({ billing: { ...CASABLANCA, email: account.email, city: 'Rabat' }, saveAddresses: true });
    expect((await v.me()).json()).toMatchObject({ billing: { city: 'Rabat' }, shipping: null });
  });
});
