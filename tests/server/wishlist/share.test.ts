import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import type { WishlistBody } from '../../../server/modules/wishlist/schemas';
import { visitor, type Visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

/** What a refusal shows: status, type and body, all that could tell one refusal from another. */
const seen = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  type: response.headers['content-type'],
  body: response.json<unknown>(),
});

const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe.each(databases)('wishlist share links on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;
  const f = () => t.fx;
  let ips = 0;
  /** Each stranger from an address of its own, clear of the shared reads' rate limit. */
  const stranger = () => visitor(t.app, `198.18.7.${(ips += 1)}`);

  const add = (v: Visitor, body: Record<string, unknown>) => v.send('POST', '/wishlist/items?locale=en', body);
  /** A key no list has (the keys are random: one is drawn until it is free). */
  const missingKey = async () => {
    for (let i = 0; ; i += 1) {
      const key = `ZQ${String(i).padStart(4, '0')}`;
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from wishlists where key = ${key}`,
      );
      if (row!.n === 0) return key;
    }
  };

  it('gives each list its own long random share token (at least 128 bits), the same in every answer', async () => {
    const owner = await visitor(t.app);
    const first = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    expect(first.key).toMatch(/^[A-Z0-9]{6}$/);
    const token = first.shareToken!;
    expect(token).toMatch(BASE64URL);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const second = (await owner.send('POST', '/wishlists?locale=en', { name: 'Gifts' })).json<WishlistBody>();
    expect(second.shareToken).toMatch(BASE64URL);
    expect(second.shareToken).not.toBe(token);
    expect((await owner.send('GET', '/wishlist?locale=en')).json<WishlistBody>().shareToken).toBe(token);
    const [row] = await queryRows<{ share_token: string }>(
      db(),
      sql`select share_token from wishlists where key = ${first.key}`,
    );
    expect(row!.share_token).toBe(token);
  });

  it('lets anyone read a list with its token, read-only; the owner alone reads it by its key', async () => {
    const owner = await visitor(t.app);
    const { key, shareToken } = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    const other = await stranger();
    const shared = await other.send('GET', `/wishlists/${key}?locale=fr&token=${shareToken}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json<WishlistBody>()).toMatchObject({ key, shareToken, owned: false, count: 1, lists: [] });
    // A visitor without a session reads it too.
    const anonymous = await t.app.inject({
      url: `/api/wishlists/${key}?locale=en&token=${shareToken}`,
      remoteAddress: '198.18.8.1',
    });
    expect(anonymous.json<WishlistBody>()).toMatchObject({ key, owned: false, count: 1 });
    // Its owner needs no token.
    expect((await owner.send('GET', `/wishlists/${key}?locale=en`)).json<WishlistBody>()).toMatchObject({
      key,
      owned: true,
      count: 1,
    });
  });

  it('answers the key alone, a wrong token or another list’s token exactly as it answers a missing list', async () => {
    const owner = await visitor(t.app);
    const { key } = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    const missing = await missingKey();
    const other = await stranger();
    const read = async (k: string, token?: string) =>
      seen(await other.send('GET', `/wishlists/${k}?locale=en${token ? `&token=${token}` : ''}`));

    const none = await read(missing);
    expect(none.status).toBe(404);
    expect(none.type).toMatch(/^application\/problem\+json/);
    expect(none.body).toMatchObject({ code: 'wishlist_not_found', errors: [{ field: 'params.key' }] });
    expect(await read(key!)).toEqual(none);
    // The default list's read by key tells nothing either.
    const byQuery = async (k: string) => seen(await other.send('GET', `/wishlist?locale=en&key=${k}`));
    const noneByQuery = await byQuery(missing);
    expect(noneByQuery).toMatchObject({ status: 404, body: { code: 'wishlist_not_found' } });
    expect(await byQuery(key!)).toEqual(noneByQuery);
    // Nor does a visitor without a session.
    const anonymous = await t.app.inject({ url: `/api/wishlists/${key}?locale=en`, remoteAddress: '198.18.8.2' });
    expect(seen(anonymous)).toEqual(none);
    // A token: a wrong one, or another list's, is no better than none.
    const { shareToken: otherToken } = (
      await add(await visitor(t.app), { productId: f().product.plate })
    ).json<WishlistBody>();
    const wrong = 'A'.repeat(otherToken!.length);
    expect(await read(missing, wrong)).toEqual(none);
    expect(await read(key!, wrong)).toEqual(none);
    expect(await read(key!, otherToken!)).toEqual(none);
    expect(await read(missing, otherToken!)).toEqual(none);
  });

  it('refuses another visitor’s changes on a list’s key exactly as on a missing list, and changes nothing', async () => {
    const owner = await visitor(t.app);
    const { key, shareToken } = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    const missing = await missingKey();
    const other = await stranger();
    const forge = (k: string) => [
      () => add(other, { productId: f().product.plate, key: k }),
      () => other.send('DELETE', `/wishlist/items/${f().product.mug}?locale=en&key=${k}`),
      () => other.send('DELETE', `/wishlist/items?locale=en&key=${k}`),
      () => other.send('PUT', `/wishlist/items/${f().product.mug}/note?locale=en&key=${k}`, { note: 'mine' }),
      () => other.send('POST', `/wishlists/${k}/default?locale=en`),
      () => other.send('DELETE', `/wishlists/${k}?locale=en`),
    ];
    const onMissing = forge(missing);
    const onKey = forge(key!);
    for (const [i, change] of onKey.entries()) {
      const expected = seen(await onMissing[i]!());
      expect(expected).toMatchObject({ status: 404, body: { code: 'wishlist_not_found' } });
      expect(seen(await change())).toEqual(expected);
    }
    expect(
      (await owner.send('GET', `/wishlists/${key}?locale=en&token=${shareToken}`)).json<WishlistBody>(),
    ).toMatchObject({ owned: true, count: 1, items: [{ note: '' }] });
  });

  it('refuses a malformed token on its field', async () => {
    const owner = await visitor(t.app);
    const { key } = (await add(owner, { productId: f().product.mug })).json<WishlistBody>();
    const other = await stranger();
    for (const token of ['short', 'has spaces and is long enough to be a token', '%2F'.repeat(12)]) {
      const refused = await other.send('GET', `/wishlists/${key}?locale=en&token=${encodeURIComponent(token)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problemOf(refused).errors?.[0]?.field).toBe('query.token');
    }
  });
});
