import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { groupedProducts, productTranslations, products } from '../../../server/db/schema/index';
import type { Home, ProductCard } from '../../../server/modules/listing/schemas';
import type { ProductDetail } from '../../../server/modules/product/schemas';
import { type CartFixtures, seedCartFixtures } from '../support/cart-fixtures';
import { problemOf, shopper } from '../support/cart-client';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

interface Fixtures extends CartFixtures {
  set: number;
  emptySet: number;
  outside: number;
  outsidePlain: number;
  unsafe: number;
}

async function insert(db: Db, values: typeof products.$inferInsert, name: string): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  await db
    .insert(productTranslations)
    .values((['fr', 'en', 'ar'] as const).map((locale) => ({ productId: row!.id, locale, name: `${name} ${locale}` })));
  return row!.id;
}

/**
 * The cart fixtures, and a grouped product gathering the plate (on sale, 200.00), the mug (100.00) and the rug
 * (variable) in that order — the order their positions give, not their ids' — an empty grouped product, and three
 * external products: one with its own button words, one without, one whose stored address is not a web address.
 */
async function prepare(db: Db): Promise<Fixtures> {
  const fx = await seedCartFixtures(db);
  const grouped = { type: 'grouped', regularPrice: 0, purchasable: false, featured: true } as const;
  const set = await insert(db, { ...grouped, slug: 'table-set', menuOrder: 1 }, 'Table set');
  const emptySet = await insert(db, { ...grouped, slug: 'empty-set', menuOrder: 2 }, 'Empty set');
  await db.insert(groupedProducts).values([
    { productId: set, childId: fx.product.rug!, position: 2 },
    { productId: set, childId: fx.product.plate!, position: 0 },
    { productId: set, childId: fx.product.mug!, position: 1 },
  ]);
  const external = { type: 'external', regularPrice: 30_000, purchasable: false, featured: true } as const;
  const outside = await insert(
    db,
    {
      ...external,
      slug: 'loom',
      menuOrder: 3,
      externalUrl: 'https://weavers.example/loom',
      buttonText: 'Buy at the weavers',
    },
    'Loom',
  );
  const outsidePlain = await insert(
    db,
    { ...external, slug: 'shuttle', menuOrder: 4, externalUrl: 'https://weavers.example/shuttle', buttonText: null },
    'Shuttle',
  );
  const unsafe = await insert(
    db,
    { ...external, slug: 'spindle', menuOrder: 5, externalUrl: 'javascript:alert(1)', buttonText: '  ' },
    'Spindle',
  );
  return { ...fx, set, emptySet, outside, outsidePlain, unsafe };
}

describe.each(databases)('grouped and external products on %s', (kind) => {
  const t = testServer(kind, { seed: false, prepare });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const product = (slug: string) => get<ProductDetail>(`/api/catalogue/products/${slug}?locale=en`);
  const featured = async () => (await get<Home>('/api/catalogue/home?locale=en')).featured;
  const cardOf = (cards: ProductCard[], slug: string) => cards.find((c) => c.slug === slug)!;

  it("gives a grouped product's children as cards in its order, priced from the cheapest to the dearest", async () => {
    const set = await product('table-set');
    expect(set.type).toBe('grouped');
    expect(set.purchasable).toBe(false);
    expect(set.groupedItems.map((c) => c.slug)).toEqual(['plate', 'mug', 'rug']);
    const [plate, mug, rug] = set.groupedItems;
    expect(plate).toMatchObject({ type: 'simple', name: 'Plate', price: { regular: 25_000, sale: 20_000 } });
    expect(plate!.onSale).toBe(true);
    expect(mug).toMatchObject({ id: t.fx.product.mug, price: { min: 10_000, max: 10_000 }, stockStatus: 'instock' });
    expect(rug!.type).toBe('variable');
    const low = Math.min(...set.groupedItems.map((c) => c.price.min));
    const high = Math.max(...set.groupedItems.map((c) => c.price.max));
    expect(low).toBeLessThan(high);
    expect(set.price).toEqual({ regular: low, sale: null, min: low, max: high });
    expect(set.onSale).toBe(true);
    expect(set.externalUrl).toBeNull();
    expect(set.buttonText).toBeNull();
  });

  it('gives an empty grouped product no items and no price, and other products no items', async () => {
    const empty = await product('empty-set');
    expect(empty.groupedItems).toEqual([]);
    expect(empty.price).toEqual({ regular: 0, sale: null, min: 0, max: 0 });
    const mug = await product('mug');
    expect(mug.groupedItems).toEqual([]);
    expect(mug.externalUrl).toBeNull();
  });

  it('gives an external product its address and button words, null words when it has none', async () => {
    const loom = await product('loom');
    expect(loom).toMatchObject({
      type: 'external',
      purchasable: false,
      externalUrl: 'https://weavers.example/loom',
      buttonText: 'Buy at the weavers',
      price: { regular: 30_000, min: 30_000, max: 30_000 },
      groupedItems: [],
    });
    const shuttle = await product('shuttle');
    expect(shuttle.externalUrl).toBe('https://weavers.example/shuttle');
    expect(shuttle.buttonText).toBeNull();
  });

  it('never gives a stored address that is not a web address, nor blank button words', async () => {
    const spindle = await product('spindle');
    expect(spindle.externalUrl).toBeNull();
    expect(spindle.buttonText).toBeNull();
  });

  it("puts the grouped product's range and the external product's link on their cards", async () => {
    const cards = await featured();
    const set = cardOf(cards, 'table-set');
    const detail = await product('table-set');
    expect(set).toMatchObject({ type: 'grouped', price: detail.price, onSale: true, externalUrl: null });
    expect(cardOf(cards, 'loom')).toMatchObject({
      type: 'external',
      externalUrl: 'https://weavers.example/loom',
      buttonText: 'Buy at the weavers',
    });
    expect(cardOf(cards, 'shuttle')).toMatchObject({
      externalUrl: 'https://weavers.example/shuttle',
      buttonText: null,
    });
  });

  it.each([
    ['a grouped product', (f: Fixtures) => f.set],
    ['an external product', (f: Fixtures) => f.outside],
  ])('refuses to put %s in a cart, and the cart stays empty', async (_, id) => {
    const s = await shopper(t.app);
    const response = await s.add({ productId: id(t.fx), quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(problemOf(response)).toMatchObject({ code: 'not_purchasable' });
    expect((await s.cart()).items).toEqual([]);
  });

  it("adds a grouped product's child on its own", async () => {
    const s = await shopper(t.app);
    const response = await s.add({ productId: t.fx.product.mug, quantity: 2 });
    expect(response.statusCode).toBe(200);
    expect((await s.cart()).items.map((i) => i.productId)).toEqual([t.fx.product.mug]);
  });
});
