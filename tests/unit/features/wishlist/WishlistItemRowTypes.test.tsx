import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { WishlistItemRow } from '@features/wishlist/components/WishlistItemRow';
import type { WishlistItem } from '@features/wishlist/model/types';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes } from '../../../support/fixtures/routes';

const item = (product: Partial<WishlistItem['product']>): WishlistItem => ({
  id: 40,
  parent: null,
  product: { id: 40, slug: 'loom', type: 'simple', name: 'Loom', ...product },
  attributes: [],
  price: { regular: 18_000, sale: null, min: 18_000, max: 18_000 },
  stockStatus: 'instock',
  image: null,
  note: '',
  addedAt: '2026-01-01T00:00:00.000Z',
});

function render(saved: WishlistItem) {
  mockApi([...baseRoutes]);
  renderWithProviders(
    <ul>
      <WishlistItemRow item={saved} owned onRemove={() => undefined} onSaveNote={async () => null} />
    </ul>,
    { locale: 'en' },
  );
}

describe('a saved grouped or external product', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leads a grouped product to its page with "View products", with no add to cart', () => {
    render(item({ type: 'grouped', name: 'Tea set', slug: 'tea-set' }));
    expect(screen.getByRole('link', { name: 'View products: Tea set' })).toHaveAttribute(
      'href',
      '/en/product/tea-set/',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('leads an external product to its seller with its words, with no add to cart', () => {
    render(item({ type: 'external', externalUrl: 'https://weavers.example/loom', buttonText: 'Buy there' }));
    const link = screen.getByRole('link', { name: 'Buy there: Loom' });
    expect(link).toHaveAttribute('href', 'https://weavers.example/loom');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });

  it('leads an external product without a usable address to its page', () => {
    render(item({ type: 'external', externalUrl: 'javascript:alert(1)' }));
    expect(screen.getByRole('link', { name: 'Read more: Loom' })).toHaveAttribute('href', '/en/product/loom/');
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
