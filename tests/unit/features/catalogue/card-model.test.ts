import { describe, expect, it } from 'vitest';
import { toProductCard } from '@features/catalogue/model/card';
import { toListingPage } from '@features/catalogue/model/listing-page';
import type { ProductCardData } from '@features/catalogue/model/types';
import { product } from './fixtures';

describe('a card from the wire', () => {
  it("keeps an external product's address and words", () => {
    const card = toProductCard(
      product(1, { type: 'external', externalUrl: 'https://seller.example/1', buttonText: ' Buy there ' }),
    );
    expect(card).toMatchObject({ externalUrl: 'https://seller.example/1', buttonText: 'Buy there' });
  });

  it('gives null link fields to an answer without them and to a non-web address', () => {
    const { externalUrl: _url, buttonText: _text, ...old } = product(2, { type: 'external' });
    expect(toProductCard(old as ProductCardData)).toMatchObject({ externalUrl: null, buttonText: null });
    const unsafe = toProductCard(product(3, { type: 'external', externalUrl: 'javascript:alert(1)' }));
    expect(unsafe.externalUrl).toBeNull();
  });

  it("drops a link on a product that is not external, and the listing's cards go through the same rule", () => {
    const page = toListingPage({ items: [product(4, { externalUrl: 'https://seller.example/4', buttonText: 'x' })] });
    expect(page.items[0]).toMatchObject({ externalUrl: null, buttonText: null });
  });
});
