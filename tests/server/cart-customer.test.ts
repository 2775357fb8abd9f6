import { describe, expect, it } from 'vitest';
import { mergeGuestCart } from '../../server/modules/cart/repository/merge';
import { problemOf, sessionIdOf, shopper, signIn, snapshot } from './support/cart-client';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

const typed = {
  billing: {
    first_name: ' Salma ',
    last_name: 'Bennani',
    address_1: '12 rue des Potiers',
    phone: '0612345678',
    country: 'MA',
  },
  shipping: {},
  shipToDifferentAddress: false,
};

describe.each(databases)('the checkout’s addresses kept with the cart on %s', (kind) => {
  const t = cartTestServer(kind);

  it('keeps what was typed, trimmed, and answers it with the cart (a reload or another tab finds it)', async () => {
    const s = await shopper(t.app);
    expect((await s.cart()).customer).toBeNull();
    const saved = await s.send('PUT', '/customer', typed);
    expect(saved.statusCode).toBe(200);
    const customer = (await s.cart()).customer;
    expect(customer).toEqual({ ...typed, billing: { ...typed.billing, first_name: 'Salma' } });
    // An emptied form keeps nothing.
    await s.send('PUT', '/customer', { billing: { first_name: '  ' } });
    expect((await s.cart()).customer).toBeNull();
  });

  it('keeps a shipping address only of its own fields, and another shopper never sees it', async () => {
    const s = await shopper(t.app);
    await s.send('PUT', '/customer', {
      billing: { first_name: 'Salma' },
      shipping: { first_name: 'Youssef', city: 'Fès' },
      shipToDifferentAddress: true,
    });
    expect((await s.cart()).customer).toMatchObject({
      shipping: { first_name: 'Youssef', city: 'Fès' },
      shipToDifferentAddress: true,
    });
    expect((await (await shopper(t.app)).cart()).customer).toBeNull();
  });

  it('refuses markup, an unknown field and a value far over its limit, naming the field, and keeps nothing', async () => {
    const s = await shopper(t.app);
    await s.send('PUT', '/customer', typed);
    const before = await snapshot(t.db.handle.db);
    const cases: Array<[unknown, string]> = [
      [{ billing: { first_name: 'Sal<b>ma' } }, 'body.billing.first_name'],
      [{ billing: {}, shipping: { city: '<script>' } }, 'body.shipping.city'],
      [{ billing: { nickname: 'S' } }, 'body.billing.nickname'],
      [{ billing: { first_name: 'x'.repeat(201) } }, 'body.billing.first_name'],
    ];
    for (const [body, field] of cases) {
      const response = await s.send('PUT', '/customer', body);
      expect(response.statusCode, field).toBe(400);
      const problem = problemOf(response);
      expect(problem.errors?.map((e) => e.field) ?? [], field).toContain(field);
    }
    expect(await snapshot(t.db.handle.db)).toEqual(before);
    expect((await s.cart()).customer?.billing.first_name).toBe('Salma');
  });

  it('goes with the guest’s cart into the customer’s when they sign in', async () => {
    const guest = await shopper(t.app);
    await guest.add({ productId: t.fx.product.mug, quantity: 1 });
    await guest.send('PUT', '/customer', typed);
    const id = await sessionIdOf(t.db.handle.db, guest);
    const user = 4242;
    const earlier = await shopper(t.app);
    await signIn(t.db.handle.db, earlier, user);
    await earlier.add({ productId: t.fx.product.plate, quantity: 1 });
    await signIn(t.db.handle.db, guest, user);
    expect(await mergeGuestCart(t.db.handle.db, id, user)).toMatchObject({ outcome: 'merged' });
    expect((await earlier.cart()).customer?.billing.last_name).toBe('Bennani');
  });
});
