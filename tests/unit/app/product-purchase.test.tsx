import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductPurchase } from '@app/routes/product/ProductPurchase';
import { toProduct } from '@entities/product/model/product';
import { renderWithProviders } from '../../support/render';
import { mockApi } from '../../support/mock-api';
import { baseRoutes, fixture } from '../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { product as card } from '../features/catalogue/fixtures';

const simple = fixture<Record<string, unknown>>(`catalogue/product:${PRODUCT_CASES.simple}`, 'en');

const teaSet = toProduct({
  ...simple,
  type: 'grouped',
  purchasable: false,
  groupedItems: [
    card(11, { name: 'Teapot' }),
    card(12, { name: 'Glasses', type: 'variable' }),
    card(13, { name: 'Tray', stockStatus: 'outofstock' }),
  ],
});

function render(product: ReturnType<typeof toProduct>) {
  const api = mockApi([
    { method: 'POST', path: '/api/cart/items', handler: () => ({ body: fixture('cart:full', 'en') }) },
    ...baseRoutes,
  ]);
  renderWithProviders(<ProductPurchase product={product} />, { locale: 'en' });
  return api;
}

describe('how a grouped or an external product is bought', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a grouped product's products in order, each with its own way to buy", () => {
    render(teaSet);
    const list = screen.getByRole('region', { name: 'Products in this set' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Teapot', 'Glasses', 'Tray']);
    expect(within(rows[0]!).getByRole('link', { name: 'Teapot' })).toHaveAttribute('href', '/en/product/product-11/');
    expect(within(rows[0]!).getByRole('spinbutton')).toHaveAccessibleDescription('Teapot');
    expect(within(rows[1]!).getByRole('link', { name: 'Select options: Glasses' })).toHaveAttribute(
      'href',
      '/en/product/product-12/',
    );
    expect(within(rows[1]!).queryByRole('spinbutton')).toBeNull();
    expect(within(rows[2]!).getByRole('link', { name: 'Read more: Tray' })).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Out of stock')).toBeInTheDocument();
    // The grouped product itself has no quantity and no add of its own.
    expect(screen.getAllByRole('button', { name: /^Add to cart/ })).toHaveLength(1);
  });

  it('adds a simple product of the set with its quantity, as a line of its own', async () => {
    const api = render(teaSet);
    const user = userEvent.setup();
    const row = screen.getAllByRole('listitem')[0]!;
    const field = within(row).getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '3');
    await user.click(within(row).getByRole('button', { name: 'Add to cart: Teapot' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await api.calls.find((call) => call.method === 'POST')!.json()).toEqual({ productId: 11, quantity: 3 });
    expect(await screen.findByText('“Teapot” has been added to your cart.')).toBeInTheDocument();
  });

  it('says so when a grouped product has no products', () => {
    render({ ...teaSet, groupedItems: [] });
    expect(screen.getByText('No products are available in this set for now.')).toBeInTheDocument();
  });

  it('gives an external product one link to its seller instead of the quantity and the add', () => {
    render(toProduct({ ...simple, type: 'external', externalUrl: 'https://weavers.example/loom', buttonText: null }));
    const link = screen.getByRole('link', { name: 'Buy product' });
    expect(link).toHaveAttribute('href', 'https://weavers.example/loom');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(link).toHaveAccessibleDescription("Opens the seller's site");
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
