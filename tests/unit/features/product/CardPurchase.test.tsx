import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import type { ProductCardData } from '@features/catalogue/model/types';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { mockApi } from '../../../support/mock-api';
import { renderWithProviders } from '../../../support/render';
import { baseRoutes, fixture, productRoutes } from '../../../support/fixtures/routes';
import { product } from '../catalogue/fixtures';
import { mugCard } from './card-fixtures';

function renderCard(card: ProductCardData) {
  const api = mockApi([
    { method: 'POST', path: '/api/cart/items', body: fixture('cart:full', 'en') },
    ...productRoutes,
    ...baseRoutes,
  ]);
  const rendered = renderWithProviders(
    <CardPurchaseContext value={(props: CardPurchaseProps) => <CardPurchase {...props} />}>
      <ProductCard product={card} />
    </CardPurchaseContext>,
    { locale: 'en' },
  );
  return { api, ...rendered };
}

describe('listing card swatches and button', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Select options" until a colour settles a variation, then adds that variation', async () => {
    const card = mugCard();
    const { api, store } = renderCard(card);
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: `Select options: ${card.name}` })).toHaveAttribute(
      'href',
      `/en/product/${card.slug}/`,
    );

    // Terracotta leaves only 'large': the variation is settled, its price shown and the button adds it.
    await user.click(screen.getByRole('button', { name: 'terracotta' }));
    expect(screen.getByRole('button', { name: 'terracotta' })).toHaveAttribute('aria-pressed', 'true');
    const add = await screen.findByRole('button', { name: `Add to cart: ${card.name}` });
    await user.click(add);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = await api.calls.find((call) => call.method === 'POST')!.json();
    expect(body).toMatchObject({ productId: card.id, variationId: 56, quantity: 1 });
    expect(await screen.findByText(`“${card.name}” has been added to your cart.`)).toBeInTheDocument();
    expect(store.getState().cartEvents.added?.name).toBe(card.name);
  });

  it('leaves "Select options" when another attribute is still to choose, carrying the colour to the product page', async () => {
    const card = mugCard();
    renderCard(card);
    await userEvent.setup().click(screen.getByRole('button', { name: 'saffron yellow' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Select options: ${card.name}` })).toHaveAttribute(
        'href',
        `/en/product/${card.slug}/?attribute_colour=saffron`,
      ),
    );
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('offers the sizes as labelled buttons: a colour and a size together settle the variation it adds', async () => {
    const card = mugCard();
    const { api } = renderCard(card);
    const user = userEvent.setup();
    const sizes = screen.getByRole('group', { name: `Size of ${card.name}` });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['small', 'large']);
    await user.click(screen.getByRole('button', { name: 'saffron yellow' }));
    await user.click(within(sizes).getByRole('button', { name: 'small' }));
    expect(within(sizes).getByRole('button', { name: 'small' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${card.name}` }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = await api.calls.find((call) => call.method === 'POST')!.json();
    expect(body).toMatchObject({ productId: card.id, variationId: 59 });
  });

  it('narrows the other terms by the one chosen: small comes in saffron and the any-size pomegranate only', async () => {
    const card = mugCard();
    const { api } = renderCard(card);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'small' }));
    await screen.findByRole('button', { name: 'terracotta (unavailable)' });
    expect(screen.getByRole('button', { name: 'Majorelle blue (unavailable)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'saffron yellow' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'pomegranate red' }));
    await user.click(await screen.findByRole('button', { name: `Add to cart: ${card.name}` }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const body = await api.calls.find((call) => call.method === 'POST')!.json();
    expect(body).toMatchObject({ variationId: 61, attributes: { size: 'small' } });
    await user.click(screen.getByRole('button', { name: `Clear the options chosen for ${card.name}` }));
    expect(screen.getByRole('button', { name: 'small' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: `Select options: ${card.name}` })).toBeInTheDocument();
  });

  it('"Clear" restores the card and gives focus to the first swatch', async () => {
    const card = mugCard();
    renderCard(card);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Majorelle blue' }));
    await screen.findByRole('button', { name: `Add to cart: ${card.name}` });
    await user.click(screen.getByRole('button', { name: `Clear the options chosen for ${card.name}` }));
    expect(screen.getByRole('link', { name: `Select options: ${card.name}` })).toBeInTheDocument();
    const swatches = screen.getByRole('group', { name: `Colours of ${card.name}` });
    expect(within(swatches).getAllByRole('button')[0]).toHaveFocus();
    expect(
      within(swatches)
        .getAllByRole('button')
        .every((b) => b.getAttribute('aria-pressed') === 'false'),
    ).toBe(true);
  });

  it('reads "Add to cart" for a simple product in stock', () => {
    renderCard(product(3, { name: 'Safi bowl' }));
    expect(screen.getByRole('button', { name: 'Add to cart: Safi bowl' })).toBeInTheDocument();
  });

  it('reads "Read more" for a simple product out of stock, leading to its page', () => {
    renderCard(product(4, { name: 'Fes lantern', slug: 'fes-lantern', stockStatus: 'outofstock' }));
    expect(screen.getByRole('link', { name: 'Read more: Fes lantern' })).toHaveAttribute(
      'href',
      '/en/product/fes-lantern/',
    );
  });
});
