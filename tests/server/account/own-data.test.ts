import { describe, expect, it } from 'vitest';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { confirmedAccount, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { type OrderBody, buyer } from '../support/checkout-client';
import { databases } from '../support/test-db';

describe.each(databases)('a customer’s own data on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;

  /** A confirmed customer, signed in, who has placed `orders` orders. */
  async function customerWithOrders(name: string, orders: number) {
    const account = await confirmedAccount(t.app, db(), name);
    const v = await visitor(t.app, '203.0.113.60');
    expect((await v.login(account.username, account.password)).statusCode).toBe(200);
    const b = await buyer(t.app, 'en', v.state);
    const numbers: number[] = [];
    for (let i = 0; i < orders; i++) {
      await b.add({ productId: t.fx.product.mug, quantity: 1 });
      const placed = await b.placeAtShownTotal({ billing: { ...CASABLANCA, email: account.email } });
      expect(placed.statusCode).toBe(201);
      numbers.push(placed.json<OrderBody>().number);
    }
    return { account, v, numbers };
  }

  it('lists a customer’s orders newest first, ten a page', async () => {
    const { v, numbers } = await customerWithOrders('zineb', 12);
    const first = (await v.send('GET', '/account/orders')).json();
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect(first.orders.map((o: { number: number }) => o.number)).toEqual([...numbers].reverse().slice(0, 10));
    expect(first.orders[0]).toMatchObject({ status: 'processing', itemCount: 1 });
    const second = (await v.send('GET', '/account/orders?page=2')).json();
    expect(second.orders.map((o: { number: number }) => o.number)).toEqual([numbers[1], numbers[0]]);
    // The detail is the order page's answer, readable by its customer from any session.
    const laptop = await visitor(t.app, '203.0.113.62');
    expect((await v.send('GET', `/orders/${numbers[0]}?locale=en`)).statusCode).toBe(200);
    expect((await laptop.send('GET', `/orders/${numbers[0]}?locale=en`)).statusCode).toBe(404);
  });

  it('never lets one customer read or change another’s details, addresses or orders, whatever id is guessed', async () => {
    const jamal = await customerWithOrders('jamal', 2);
    const imane = await customerWithOrders('imane', 1);
    // Every order number around theirs: only their own answers.
    const low = Math.min(...jamal.numbers, ...imane.numbers) - 2;
    const high = Math.max(...jamal.numbers, ...imane.numbers) + 2;
    for (let n = low; n <= high; n++) {
      const response = await imane.v.send('GET', `/orders/${n}?locale=en`);
      expect(response.statusCode, `order ${n}`).toBe(imane.numbers.includes(n) ? 200 : 404);
    }
    const list = (await imane.v.send('GET', '/account/orders')).json();
    expect(list.orders.map((o: { number: number }) => o.number)).toEqual(imane.numbers);
    // The account endpoints take no id: they act on the session's customer only, and refuse extra fields.
    expect((await imane.v.me()).json()).toMatchObject({ username: 'imane' });
    const forged = await imane.v.send('PUT', '/account/details', {
      first_name: 'X',
      last_name: 'Y',
      display_name: 'X Y',
      email: 'imane@example.ma',
      id: (await jamal.v.me()).json().id,
    });
    expect(forged.statusCode).toBe(400);
    expect((await jamal.v.me()).json()).toMatchObject({ firstName: '', displayName: 'jamal' });
    // Another account's address is only asked for (a link to it would change it): Jamal's account keeps it.
    const taken = await imane.v.send('PUT', '/account/details', {
      first_name: 'Imane',
      last_name: 'Alaoui',
      display_name: 'Imane A.',
      email: jamal.account.email,
    });
    expect(taken.json()).toMatchObject({ email: imane.account.email, firstName: 'Imane' });
    expect((await jamal.v.me()).json()).toMatchObject({ email: jamal.account.email });
    const address = await imane.v.send('PUT', '/account/addresses/billing', { ...CASABLANCA, first_name: 'Imane' });
    expect(address.statusCode).toBe(200);
    expect((await jamal.v.me()).json().billing).toBeNull();
    // Signed out, every account endpoint answers 401 and changes nothing.
    const guest = await visitor(t.app, '203.0.113.63');
    for (const [method, path, body] of [
      ['GET', '/account', undefined],
      ['GET', '/account/orders', undefined],
      ['PUT', '/account/details', { first_name: '', last_name: '', display_name: 'x', email: 'x@example.ma' }],
      ['PUT', '/account/password', { password_current: 'whatever1', password: 'whatever2' }],
      ['PUT', '/account/addresses/shipping', CASABLANCA],
    ] as const) {
      const response = await guest.send(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(problemOf(response).code).toBe('login_required');
    }
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const { account, v } = await customerWithOrders('yassine', 0);
    const other = await visitor(t.app, '203.0.113.64');
    expect((await other.login(account.username, account.password)).statusCode).toBe(200);
    const wrong = await v.send('PUT', '/account/password', {
      password_current: 'not-it-at-all',
      password: 'brand-new-1',
    });
    expect(problemOf(wrong)).toMatchObject({
      code: 'password_incorrect',
      errors: [{ field: 'body.password_current' }],
    });
    const changed = await v.send('PUT', '/account/password', {
      password_current: account.password,
      password: 'brand-new-1',
    });
    expect(changed.statusCode).toBe(204);
    expect((await v.me()).statusCode).toBe(200);
    expect((await other.me()).statusCode).toBe(401);
  });
});
