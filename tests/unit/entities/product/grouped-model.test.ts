import { describe, expect, it } from 'vitest';
import { toProduct } from '@entities/product/model/product';
import { fixture } from '../../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../../support/fixtures/product-cases';

const simple = fixture<Record<string, unknown>>(`catalogue/product:${PRODUCT_CASES.simple}`, 'en');

const card = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  slug: `item-${id}`,
  type: 'simple',
  name: `Item ${id}`,
  shortDescription: '',
  price: { regular: 1000 * id, sale: null, min: 1000 * id, max: 1000 * id },
  onSale: false,
  rating: { average: 0, count: 0 },
  stockStatus: 'instock',
  image: null,
  colours: [],
  options: [],
  externalUrl: null,
  buttonText: null,
  ...fields,
});

describe('grouped and external products in the product model', () => {
  it('keeps the grouped and external types rather than showing them as simple products', () => {
    expect(toProduct({ ...simple, type: 'grouped' }).type).toBe('grouped');
    expect(toProduct({ ...simple, type: 'external' }).type).toBe('external');
    expect(toProduct({ ...simple, type: 'composite' }).type).toBe('simple');
  });

  it("gives a grouped product its items in the answer's order, leaving out items without an id", () => {
    const product = toProduct({
      ...simple,
      type: 'grouped',
      groupedItems: [
        card(3),
        card(1, { type: 'variable', stockStatus: 'outofstock' }),
        { slug: 'no-id' },
        card(2, { type: 'external', externalUrl: 'https://seller.example/2', buttonText: 'At the seller' }),
      ],
    });
    expect(product.groupedItems.map((i) => [i.id, i.type, i.stockStatus])).toEqual([
      [3, 'simple', 'instock'],
      [1, 'variable', 'outofstock'],
      [2, 'external', 'instock'],
    ]);
    expect(product.groupedItems[0]!.price).toEqual({ regular: 3000, sale: null, min: 3000, max: 3000 });
    expect(product.groupedItems[2]).toMatchObject({
      externalUrl: 'https://seller.example/2',
      buttonText: 'At the seller',
    });
  });

  it('gives an external product its address and words; blank words and a non-web address become null', () => {
    const loom = toProduct({
      ...simple,
      type: 'external',
      externalUrl: 'https://weavers.example/loom',
      buttonText: 'Buy at the weavers',
    });
    expect(loom).toMatchObject({ externalUrl: 'https://weavers.example/loom', buttonText: 'Buy at the weavers' });
    const unsafe = toProduct({ ...simple, type: 'external', externalUrl: 'javascript:alert(1)', buttonText: ' ' });
    expect(unsafe).toMatchObject({ externalUrl: null, buttonText: null });
  });

  it('gives the other types no items and no link, whatever the answer holds', () => {
    const product = toProduct({ ...simple, groupedItems: [card(1)], externalUrl: 'https://seller.example/' });
    expect(product.groupedItems).toEqual([]);
    expect(product.externalUrl).toBeNull();
  });
});
