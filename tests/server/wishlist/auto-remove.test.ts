import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WishlistBody } from '../../../server/modules/wishlist/schemas';
import { visitor, type Visitor } from '../support/account-client';
import { type BundleFixtures, seedBundleFixtures } from '../support/bundle-fixtures';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

/** auto_remove on: whatever an add puts in the cart leaves the wishlist, whichever way it was added. */
describe.each(databases)('auto_remove on %s', (kind) => {
  const t = testServer<BundleFixtures>(kind, { seed: false, prepare: seedBundleFixtures });
  const f = () => t.fx;
  const saved = async (v: Visitor) =>
    (await v.send('GET', '/wishlist?locale=en')).json<WishlistBody>().items.map((i) => i.id);
  const save = async (v: Visitor, productId: number | undefined, variationId?: number) =>
    expect((await v.send('POST', '/wishlist/items?locale=en', { productId, variationId })).statusCode).toBe(200);

  beforeAll(async () => {
    await t.db.handle.db.execute(
      sql`insert into settings (key, value) values ('wishlist', '{"autoRemove": true}') on conflict (key) do update set value = excluded.value`,
    );
  });

  it('takes the main product and every companion of a bought-together add', async () => {
    const v = await visitor(t.app);
    for (const id of [f().product.mug, f().product.plate, f().product.lamp, f().product.tray]) await save(v, id);
    const added = await v.send('POST', '/cart/bought-together?locale=en', {
      productId: f().product.mug,
      quantity: 1,
      items: [
        { relationId: f().relation.mugPlate, quantity: 1 },
        { relationId: f().relation.mugLamp, quantity: 1 },
      ],
    });
    expect(added.statusCode).toBe(200);
    expect(await saved(v)).toEqual([f().product.tray]);
  });

  it('takes the bundle and the items it put in the cart', async () => {
    const v = await visitor(t.app);
    for (const id of [f().bundle.breakfast, f().product.mug, f().product.plate, f().product.tray]) await save(v, id);
    const added = await v.send('POST', '/cart/bundles?locale=en', {
      productId: f().bundle.breakfast,
      quantity: 1,
      items: [],
    });
    expect(added.statusCode).toBe(200);
    expect(await saved(v)).toEqual([f().product.tray]);
  });

  it('takes a saved parent when one of its variations is bought, and leaves the other variations', async () => {
    const v = await visitor(t.app);
    await save(v, f().product.rug);
    await save(v, f().product.rug, f().variation.indigoLarge);
    await save(v, f().product.mug);
    const added = await v.send('POST', '/cart/items?locale=en', {
      productId: f().product.rug,
      variationId: f().variation.indigoSmall,
      quantity: 2,
    });
    expect(added.statusCode).toBe(200);
    expect((await saved(v)).sort()).toEqual([f().variation.indigoLarge, f().product.mug!].sort());
  });

  it('takes nothing when the add is refused', async () => {
    const v = await visitor(t.app);
    await save(v, f().product.mug);
    const refused = await v.send('POST', '/cart/bought-together?locale=en', {
      productId: f().product.mug,
      quantity: 1,
      items: [{ relationId: f().relation.lampTray, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await saved(v)).toEqual([f().product.mug]);
  });
});
