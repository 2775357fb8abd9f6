import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WISHLIST_LIMITS, isWishlistKey } from '@domain/wishlist';
import type { WishlistBody } from '../../../server/modules/wishlist/schemas';
import { confirmedAccount, visitor, type Visitor } from '../support/account-client';
import { setCookies } from '../support/app';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

const list = async (v: Visitor, query = '') =>
  (await v.send('GET', `/wishlist?locale=en${query}`)).json<WishlistBody>();
const add = (v: Visitor, body: Record<string, unknown>) => v.send('POST', '/wishlist/items?locale=en', body);

describe.each(databases)('the wishlist on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;
  const f = () => t.fx;

  it('reads as empty and creates nothing until the first add, which makes a default list with a 6-character key', async () => {
    const v = await visitor(t.app);
    expect(await list(v)).toMatchObject({ key: null, count: 0, items: [], lists: [], owned: true });
    const added = await add(v, { productId: f().product.mug });
    expect(added.statusCode).toBe(200);
    const body = added.json<WishlistBody>();
    expect(isWishlistKey(body.key)).toBe(true);
    expect(body).toMatchObject({ count: 1, isDefault: true, added: { id: f().product.mug, name: 'Mug' } });
    expect(body.items[0]).toMatchObject({ id: f().product.mug, parent: null, note: '', product: { slug: 'mug' } });
    // The page reads the key (7 days) and the count from cookies.
    const cookies = setCookies(added);
    expect(cookies.find((c) => c.startsWith(`wishlist_key=${body.key};`))).toMatch(/Expires=/);
    expect(cookies).toContainEqual(expect.stringMatching(/^wishlist_count=1;/));
    // Saving it again changes nothing.
    expect((await add(v, { productId: f().product.mug })).json<WishlistBody>().count).toBe(1);
  });

  it('saves a variation, which marks its parent as added, and removing the parent takes it', async () => {
    const v = await visitor(t.app);
    const body = (
      await add(v, { productId: f().product.rug, variationId: f().variation.indigoSmall })
    ).json<WishlistBody>();
    expect(body.ids).toEqual({ [f().variation.indigoSmall]: { parent: f().product.rug } });
    expect(body.items[0]!.attributes.length).toBeGreaterThan(0);
    const removed = await v.send('DELETE', `/wishlist/items/${f().product.rug}?locale=en`);
    expect(removed.json<WishlistBody>()).toMatchObject({ count: 0, ids: {} });
  });

  it('refuses an unknown product, a variation of another product and a hidden one, on the field', async () => {
    const v = await visitor(t.app);
    const unknown = await add(v, { productId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(problemOf(unknown)).toMatchObject({ code: 'product_not_found', errors: [{ field: 'body.productId' }] });
    for (const variationId of [f().otherRugVariation, f().variation.saffronHidden]) {
      const other = await add(v, { productId: f().product.mug, variationId });
      expect(problemOf(other)).toMatchObject({ code: 'variation_mismatch', errors: [{ field: 'body.variationId' }] });
    }
    expect((await list(v)).count).toBe(0);
  });

  it('keeps a note as plain text, refuses one too long, and nothing is lost', async () => {
    const v = await visitor(t.app);
    await add(v, { productId: f().product.mug });
    const markup = '<script>alert("x")</script> & more\r\nsecond line';
    const saved = await v.send('PUT', `/wishlist/items/${f().product.mug}/note?locale=en`, { note: `  ${markup}  ` });
    expect(saved.json<WishlistBody>().items[0]!.note).toBe('<script>alert("x")</script> & more\nsecond line');
    const long = await v.send('PUT', `/wishlist/items/${f().product.mug}/note?locale=en`, {
      note: 'x'.repeat(WISHLIST_LIMITS.noteMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(problemOf(long).errors?.[0]?.field).toBe('body.note');
    expect((await list(v)).items[0]!.note).toContain('second line');
    const absent = await v.send('PUT', `/wishlist/items/${f().product.plate}/note?locale=en`, { note: 'hi' });
    expect(problemOf(absent)).toMatchObject({ code: 'item_not_found', errors: [{ field: 'params.id' }] });
  });

  it('shares a list read-only: anyone reads it by its share token, no one else can change it', async () => {
    const owner = await visitor(t.app);
    const { key, shareToken } = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    const other = await visitor(t.app, '203.0.113.90');
    const shared = (await other.send('GET', `/wishlists/${key}?locale=fr&token=${shareToken}`)).json<WishlistBody>();
    expect(shared).toMatchObject({ key, owned: false, count: 1, lists: [] });
    expect(shared.items[0]!.product.name).toBe('Mug (fr)');
    // Each change another visitor forges is refused on the key as if there were no such list, and the list is as
    // it was.
    const forged = [
      await add(other, { productId: f().product.plate, key }),
      await other.send('DELETE', `/wishlist/items/${f().product.mug}?locale=en&key=${key}`),
      await other.send('DELETE', `/wishlist/items?locale=en&key=${key}`),
      await other.send('PUT', `/wishlist/items/${f().product.mug}/note?locale=en&key=${key}`, { note: 'mine' }),
      await other.send('POST', `/wishlists/${key}/default?locale=en`),
      await other.send('DELETE', `/wishlists/${key}?locale=en`),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).code).toBe('wishlist_not_found');
    }
    expect((await owner.send('GET', `/wishlists/${key}?locale=en`)).json<WishlistBody>()).toMatchObject({
      owned: true,
      count: 1,
      items: [{ note: '' }],
    });
    const unknown = await other.send('GET', `/wishlists/AAAAAA?locale=en`);
    expect(problemOf(unknown)).toMatchObject({ code: 'wishlist_not_found', errors: [{ field: 'params.key' }] });
    expect((await other.send('GET', `/wishlists/abc?locale=en`)).statusCode).toBe(400);
  });

  it('keeps several named lists: create, add to one by key, set the default, empty, delete', async () => {
    const v = await visitor(t.app);
    const first = (await add(v, { productId: f().product.mug })).json<WishlistBody>();
    const created = await v.send('POST', '/wishlists?locale=en', { name: '  Eid   gifts ' });
    const gifts = created.json<WishlistBody>();
    expect(gifts).toMatchObject({ name: 'Eid gifts', isDefault: false, count: 0 });
    expect(gifts.lists.map((l) => [l.name, l.isDefault])).toEqual([
      ['', true],
      ['Eid gifts', false],
    ]);
    await add(v, { productId: f().product.plate, key: gifts.key });
    expect((await list(v)).count).toBe(1);
    const made = (await v.send('POST', `/wishlists/${gifts.key}/default?locale=en`)).json<WishlistBody>();
    expect(made).toMatchObject({ key: gifts.key, isDefault: true, count: 1 });
    expect((await list(v)).key).toBe(gifts.key);
    const emptied = (await v.send('DELETE', `/wishlist/items?locale=en&key=${first.key}`)).json<WishlistBody>();
    expect(emptied.count).toBe(0);
    const after = (await v.send('DELETE', `/wishlists/${gifts.key}?locale=en`)).json<WishlistBody>();
    // The default went: the one left becomes the default.
    expect(after).toMatchObject({ key: first.key, isDefault: true });
    expect(after.lists).toEqual([{ key: first.key, name: '', isDefault: true, count: 0 }]);
    expect((await v.send('POST', '/wishlists?locale=en', { name: '   ' })).statusCode).toBe(400);
  });

  it('limits how many lists a shopper keeps', async () => {
    const v = await visitor(t.app);
    for (let i = 0; i < WISHLIST_LIMITS.lists; i += 1) {
      expect((await v.send('POST', '/wishlists?locale=en', { name: `List ${i}` })).statusCode).toBe(200);
    }
    const refused = await v.send('POST', '/wishlists?locale=en', { name: 'One more' });
    expect(problemOf(refused)).toMatchObject({ code: 'too_many_wishlists', errors: [{ field: 'body.name' }] });
  });

  it('joins a guest’s lists to the customer’s on sign-in, without duplicates and keeping notes; sign-out leaves them on the account', async () => {
    const account = await confirmedAccount(t.app, db(), 'salma');
    // The customer already has a list with the mug (no note).
    const before = await visitor(t.app, '203.0.113.70');
    await before.login(account.username, account.password);
    await add(before, { productId: f().product.mug });
    await before.logout();

    const guest = await visitor(t.app, '203.0.113.71');
    await add(guest, { productId: f().product.mug });
    await add(guest, { productId: f().product.plate });
    await guest.send('PUT', `/wishlist/items/${f().product.mug}/note?locale=en`, { note: 'blue one' });
    await guest.send('POST', '/wishlists?locale=en', { name: 'Wedding' });
    expect((await guest.login(account.username, account.password)).statusCode).toBe(200);

    const merged = await list(guest);
    expect(merged.items.map((i) => [i.product.slug, i.note]).sort()).toEqual([
      ['mug', 'blue one'],
      ['plate', ''],
    ]);
    expect(merged.lists.map((l) => l.name)).toEqual(['', 'Wedding']);
    await guest.logout();
    expect(await list(guest)).toMatchObject({ count: 0, lists: [] });
    const again = await visitor(t.app, '203.0.113.72');
    await again.login(account.username, account.password);
    expect((await list(again)).count).toBe(2);
  });

  it('with auto_remove on, what goes into the cart leaves the wishlist', async () => {
    await db().execute(
      sql`insert into settings (key, value) values ('wishlist', '{"autoRemove": true}') on conflict (key) do update set value = excluded.value`,
    );
    const v = await visitor(t.app);
    await add(v, { productId: f().product.mug });
    await add(v, { productId: f().product.plate });
    const bought = await v.send('POST', '/cart/items?locale=en', { productId: f().product.mug, quantity: 1 });
    expect(bought.statusCode).toBe(200);
    expect((await list(v)).items.map((i) => i.product.slug)).toEqual(['plate']);
    await db().execute(sql`delete from settings where key = 'wishlist'`);
  });

  it('leaves out a product the shop deleted', async () => {
    const v = await visitor(t.app);
    await add(v, { productId: f().product.tray });
    await add(v, { productId: f().product.mug });
    await db().execute(sql`delete from products where id = ${f().product.tray}`);
    expect((await list(v)).items.map((i) => i.product.slug)).toEqual(['mug']);
  });
});
