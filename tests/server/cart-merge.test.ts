import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { mergeGuestCart } from '../../server/modules/cart/repository/merge';
import { sessionIdOf, signIn as signInAs, type Shopper, shopper } from './support/cart-client';
import { confirmedAccount, visitor } from './support/account-client';
import { cartTestServer } from './support/cart-server';
import { databases } from './support/test-db';

describe.each(databases)('guest and signed-in carts on %s', (kind) => {
  const t = cartTestServer(kind);
  let nextUser = 1000;

  const sessionId = (s: Shopper) => sessionIdOf(t.db.handle.db, s);
  const signIn = (s: Shopper, userId: number) => signInAs(t.db.handle.db, s, userId);
  const quantities = async (s: Shopper) => Object.fromEntries((await s.cart()).items.map((i) => [i.slug, i.quantity]));

  it('keeps a guest cart per session', async () => {
    const a = await shopper(t.app);
    const b = await shopper(t.app);
    await a.add({ productId: t.fx.product.mug, quantity: 1 });
    expect(await quantities(a)).toEqual({ mug: 1 });
    expect(await quantities(b)).toEqual({});
  });

  it('gives a signed-in shopper one cart across sessions (phone and laptop)', async () => {
    const user = nextUser++;
    const phone = await shopper(t.app);
    const laptop = await shopper(t.app);
    await signIn(phone, user);
    await signIn(laptop, user);
    await phone.add({ productId: t.fx.product.mug, quantity: 2 });
    await laptop.add({ productId: t.fx.product.plate, quantity: 1 });
    expect(await quantities(phone)).toEqual({ mug: 2, plate: 1 });
    expect(await quantities(laptop)).toEqual({ mug: 2, plate: 1 });
    const [row] = await queryRows<{ n: number; sessions: number }>(
      t.db.handle.db,
      sql`select count(*)::int as n, count(session_id)::int as sessions from carts where user_id = ${user}`,
    );
    expect(row).toEqual({ n: 1, sessions: 0 });
  });

  it('hands a guest cart to a customer who has none', async () => {
    const user = nextUser++;
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 2 });
    await s.coupon('fixe');
    const id = await sessionId(s);
    await signIn(s, user);
    expect(await mergeGuestCart(t.db.handle.db, id, user)).toMatchObject({ outcome: 'adopted' });
    const cart = await s.cart();
    expect(cart.items.map((i) => [i.slug, i.quantity])).toEqual([['mug', 2]]);
    expect(cart.coupons.map((c) => c.code)).toEqual(['fixe']);
    const [row] = await queryRows<{ n: number }>(
      t.db.handle.db,
      sql`select count(*)::int as n from carts where session_id = ${id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('merges a guest cart into the customer’s: guest lines join, a shared line adds the two quantities', async () => {
    const user = nextUser++;
    const earlier = await shopper(t.app);
    await signIn(earlier, user);
    await earlier.add({ productId: t.fx.product.mug, quantity: 5 });
    await earlier.add({ productId: t.fx.product.tray, quantity: 1 });
    await earlier.coupon('fixe');
    await earlier.send('PUT', '/note', { note: 'old note' });

    const guest = await shopper(t.app);
    await guest.add({ productId: t.fx.product.mug, quantity: 1 });
    await guest.add({ productId: t.fx.product.plate, quantity: 2 });
    await guest.coupon('mug20');
    await guest.address({ country: 'MA', state: 'mamar' });
    const id = await sessionId(guest);

    await signIn(guest, user);
    expect(await mergeGuestCart(t.db.handle.db, id, user)).toMatchObject({ outcome: 'merged' });
    const cart = await guest.cart();
    expect(Object.fromEntries(cart.items.map((i) => [i.slug, i.quantity]))).toEqual({ mug: 6, tray: 1, plate: 2 });
    expect(cart.coupons.map((c) => c.code)).toEqual(['fixe', 'mug20']);
    expect(cart.note).toBe('old note');
    expect(cart.shipping.address).toMatchObject({ country: 'MA', state: 'mamar' });
    expect(await quantities(earlier)).toEqual({ mug: 6, tray: 1, plate: 2 });
    const [row] = await queryRows<{ n: number }>(
      t.db.handle.db,
      sql`select count(*)::int as n from carts where session_id = ${id}`,
    );
    expect(row!.n).toBe(0);
  });

  it('signing in keeps the guest’s lines within stock, and says which could not be kept', async () => {
    const account = await confirmedAccount(t.app, t.db.handle.db, 'merge-customer');
    const earlier = await visitor(t.app);
    await earlier.login(account.username, account.password);
    const customerCart = await shopper(t.app, 'en', earlier.state);
    await customerCart.add({ productId: t.fx.product.lamp, quantity: 2 });

    const guest = await visitor(t.app);
    const guestCart = await shopper(t.app, 'en', guest.state);
    await guestCart.add({ productId: t.fx.product.lamp, quantity: 2 });
    await guestCart.add({ productId: t.fx.product.plate, quantity: 1 });
    await guestCart.add({ productId: t.fx.product.mug, quantity: 1 });
    // The plate sells out while the guest shops.
    await t.db.handle.db.execute(
      sql`update products set stock_status = 'outofstock', stock_quantity = 0 where id = ${t.fx.product.plate}`,
    );
    const signedIn = await guest.login(account.username, account.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().cartNotices).toEqual([
      { code: 'merge_line_reduced', name: 'Lamp', quantity: 3 },
      { code: 'merge_line_removed', name: 'Plate' },
    ]);
    expect(await quantities(guestCart)).toEqual({ lamp: 3, mug: 1 });
    expect(await quantities(customerCart)).toEqual({ lamp: 3, mug: 1 });
    await t.db.handle.db.execute(
      sql`update products set stock_status = 'instock', stock_quantity = null where id = ${t.fx.product.plate}`,
    );
  });

  it('does nothing for a session without a cart', async () => {
    const s = await shopper(t.app);
    expect(await mergeGuestCart(t.db.handle.db, await sessionId(s), nextUser++)).toEqual({
      outcome: 'nothing',
      cartId: null,
    });
  });

  it('deletes a guest cart with its session', async () => {
    const s = await shopper(t.app);
    await s.add({ productId: t.fx.product.mug, quantity: 1 });
    const id = await sessionId(s);
    await t.db.handle.db.execute(sql`delete from sessions where id = ${id}`);
    const [row] = await queryRows<{ n: number }>(
      t.db.handle.db,
      sql`select count(*)::int as n from carts where session_id = ${id}`,
    );
    expect(row!.n).toBe(0);
  });
});
