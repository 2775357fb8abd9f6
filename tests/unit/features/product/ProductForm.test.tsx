import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@features/product/components/ProductForm';
import { toProduct } from '@entities/product/model/product';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../../support/fixtures/product-cases';

/** Babouches: terracotta and indigo swatches, a size dropdown; indigo/eu-42 is out of stock. */
const babouches = toProduct(fixture(`catalogue/product:${PRODUCT_CASES.variable}`, 'en'));

function renderForm() {
  const api = mockApi([
    { method: 'POST', path: '/api/cart/items', handler: () => ({ body: fixture('cart:full', 'en') }) },
    ...baseRoutes,
  ]);
  renderWithProviders(<ProductForm product={babouches} />, { locale: 'en' });
  return api;
}

const sku = () => screen.getByText('SKU:').nextElementSibling!;
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

async function choose(colour: string, size: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: colour }));
  // Sizes are written buttons in a group named by the attribute: 'eu-38' is the button '38' (or '38 (out of stock)').
  const sizes = within(screen.getByRole('group', { name: /^Size/ }));
  await user.click(sizes.getByRole('button', { name: new RegExp(`^${size.slice(3)}( \\(|$)`) }));
  return user;
}

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('ProductForm', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the chosen swatch by name and the matched variation’s price and SKU', async () => {
    renderForm();
    expect(sku()).toHaveTextContent('ZL-BAB-008');
    await choose('indigo', 'eu-38');
    expect(screen.getByText('Colour: indigo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'indigo' })).toHaveAttribute('aria-pressed', 'true');
    expect(sku()).toHaveTextContent('ZL-BAB-008-IND-EU--7');
    expect(screen.getByText(/Original price was: .*350\.00.* Current price is: .*262\.00/)).toBeInTheDocument();
    expect(screen.getByText('18 in stock')).toBeInTheDocument();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
  });

  it('caps the quantity at the store’s most per line when the product sets no maximum', async () => {
    renderForm();
    const quantity = screen.getByRole('spinbutton', { name: /quantity/i });
    expect(quantity).toHaveAttribute('max', '100');
  });

  it('offers reset only while something is chosen, and restores the product’s facts with the spec’s message', async () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Clear the selected options' })).not.toBeInTheDocument();
    const user = await choose('indigo', 'eu-38');
    await user.click(screen.getByRole('button', { name: 'Clear the selected options' }));
    expect(screen.queryByRole('button', { name: 'Clear the selected options' })).not.toBeInTheDocument();
    expect(sku()).toHaveTextContent(/^ZL-BAB-008$/);
    expect(screen.getByRole('button', { name: 'indigo' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByText(
        'Your selection has been reset. Please select some product options before adding this product to your cart.',
      ),
    ).toBeInTheDocument();
  });

  it('offers sizes as written toggle buttons, one press each, named in the group’s label and unchosen by a second press', async () => {
    renderForm();
    const user = await choose('indigo', 'eu-38');
    const size = screen.getByRole('button', { name: '38' });
    expect(size).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Size: 38' })).toContainElement(size);
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(size);
    expect(size).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Size' })).toContainElement(size);
  });

  it('explains why add to cart cannot be used, before and after a click, for an out-of-stock variation', async () => {
    const { calls } = renderForm();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(
      'Please select some product options before adding this product to your cart.',
    );
    const user = await choose('indigo', 'eu-42');
    expect(screen.getByRole('button', { name: '42 (out of stock)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const unavailable = 'Sorry, this product is unavailable. Please choose a different combination.';
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(unavailable);
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent(unavailable);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('adds the matched variation with its quantity through the cart API, then offers the cart', async () => {
    const { calls } = renderForm();
    const user = await choose('terracotta', 'eu-40');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(addButton());
    const status = await screen.findByText('“Dotted pointed babouches from Marrakech” has been added to your cart.');
    expect(within(status.parentElement!).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en/cart/');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/cart/items');
    expect(await post.clone().json()).toEqual({
      productId: babouches.id,
      variationId: 258,
      quantity: 2,
      attributes: {},
    });
  });

  it('adds from the quantity field with Enter, as any form submits', async () => {
    const { calls } = renderForm();
    const user = await choose('terracotta', 'eu-40');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');
    await screen.findByText('“Dotted pointed babouches from Marrakech” has been added to your cart.');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toMatchObject({ variationId: 258, quantity: 3 });
  });
});
