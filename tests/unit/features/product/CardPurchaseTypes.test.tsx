import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import type { ProductCardData } from '@features/catalogue/model/types';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes } from '../../../support/fixtures/routes';
import { product } from '../catalogue/fixtures';

function renderCard(card: ProductCardData) {
  const api = mockApi([...baseRoutes]);
  renderWithProviders(
    <CardPurchaseContext value={(props: CardPurchaseProps) => <CardPurchase {...props} />}>
      <ProductCard product={card} />
    </CardPurchaseContext>,
    { locale: 'en' },
  );
  return api;
}

describe('the card of a grouped or an external product', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads a grouped product to its page with "View products", never to the cart', () => {
    renderCard(product(5, { type: 'grouped', name: 'Tea set' }));
    expect(screen.getByRole('link', { name: 'View products: Tea set' })).toHaveAttribute(
      'href',
      '/en/product/product-5/',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('leads an external product to its seller with its own words, in the same tab, telling it leaves the shop', () => {
    renderCard(
      product(6, {
        type: 'external',
        name: 'Loom',
        externalUrl: 'https://weavers.example/loom',
        buttonText: 'Buy at the weavers',
      }),
    );
    const link = screen.getByRole('link', { name: 'Buy at the weavers: Loom' });
    expect(link).toHaveAttribute('href', 'https://weavers.example/loom');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAccessibleDescription("Opens the seller's site");
    expect(link).toHaveTextContent('Buy at the weavers');
  });

  it('says "Buy product" for an external product without words of its own', () => {
    renderCard(product(7, { type: 'external', name: 'Shuttle', externalUrl: 'https://weavers.example/shuttle' }));
    expect(screen.getByRole('link', { name: 'Buy product: Shuttle' })).toHaveAttribute(
      'href',
      'https://weavers.example/shuttle',
    );
  });

  it('leads an external product without a usable address to its page ("Read more")', () => {
    renderCard(product(8, { type: 'external', name: 'Spindle', externalUrl: null }));
    expect(screen.getByRole('link', { name: 'Read more: Spindle' })).toHaveAttribute('href', '/en/product/product-8/');
  });
});
