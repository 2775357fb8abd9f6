import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartView } from '@features/cart/components/CartView';
import type { MockRoute } from '../../../support/mock-fetch';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';

const MUG = 'Dotted coffee mug from Safi, turquoise';
const full = () => structuredClone(fixture<{ items: Array<{ quantity: number }> }>('cart:full', 'en'));

function renderCart(routes: MockRoute[] = [], cart: unknown = full()) {
  const api = mockApi([...routes, { path: '/api/cart', body: cart }, ...baseRoutes]);
  renderWithProviders(<CartView variant="drawer" />, { locale: 'en' });
  return api;
}

const patches = (calls: Request[]) => calls.filter((call) => call.method === 'PATCH');

describe('the cart (drawer and page)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says an empty cart is empty and leads back to the shop', async () => {
    renderCart([], fixture('cart:empty', 'en'));
    expect(await screen.findByText('Your cart is currently empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to shop' })).toHaveAttribute('href', '/en/shop/');
  });

  it('sends a quantity once, 500 ms after the last change, and never an invalid one', async () => {
    const answer = full();
    answer.items[0]!.quantity = 3;
    const api = renderCart([{ method: 'PATCH', path: /^\/api\/cart\/items\/2/, body: answer }]);
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Quantity', description: MUG });
    // Two quick changes (in one task, so no debounce can fall between them on a slow machine).
    const increase = screen.getAllByRole('button', { name: 'Increase quantity' })[0]!;
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(patches(api.calls)).toHaveLength(0);
    await waitFor(() => expect(patches(api.calls)).toHaveLength(1), { timeout: 2000 });
    expect(await patches(api.calls)[0]!.json()).toEqual({ quantity: 3 });
    await waitFor(() => expect(field).toHaveValue(3));

    await user.clear(field);
    await user.type(field, '99');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(patches(api.calls)).toHaveLength(1);
    expect(screen.getByText('Please enter a value between 0 and 28')).toBeInTheDocument();
  });

  it('blocks a line while its removal is pending, then says it was removed', async () => {
    let release: () => void = () => undefined;
    const after = full();
    after.items.splice(0, 1);
    renderCart([
      {
        method: 'DELETE',
        path: /^\/api\/cart\/items\/2/,
        handler: () => new Promise((resolve) => (release = () => resolve({ body: after }))),
      },
    ]);
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: `Remove “${MUG}” from your cart` });
    await user.click(remove);
    const line = remove.closest('li')!;
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(remove).toBeDisabled();
    expect(within(line).getByRole('spinbutton')).toBeDisabled();
    release();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Remove “${MUG}” from your cart` })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(`“${MUG}” has been removed from your cart.`)).toBeInTheDocument();
  });

  it('marks a line busy while its quantity is on its way, leaving the field usable', async () => {
    let release: () => void = () => undefined;
    const answer = full();
    answer.items[0]!.quantity = 2;
    renderCart([
      {
        method: 'PATCH',
        path: /^\/api\/cart\/items\/2/,
        handler: () => new Promise((resolve) => (release = () => resolve({ body: answer }))),
      },
    ]);
    const field = await screen.findByRole('spinbutton', { name: 'Quantity', description: MUG });
    const line = field.closest('li')!;
    expect(line).not.toHaveAttribute('aria-busy');
    fireEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(line).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
    expect(within(line).getByTestId('spinner')).toBeInTheDocument();
    expect(field).toBeEnabled();
    release();
    await waitFor(() => expect(line).not.toHaveAttribute('aria-busy'));
    expect(within(line).queryByTestId('spinner')).toBeNull();
  });

  it('shows the free-shipping goal as a progress bar that says what is left', async () => {
    renderCart();
    const bar = await screen.findByRole('progressbar', { name: 'Progress towards free shipping' });
    expect(bar).toHaveAttribute('aria-valuenow', '32');
    expect(bar).toHaveAttribute('aria-valuetext', 'Spend 337.10 Moroccan dirhams more to get free shipping!');
  });

  it('shows no goal when only free-shipping-class pieces are in the cart (they ship free)', async () => {
    renderCart([], { ...full(), freeShippingClassOnly: true });
    await screen.findByRole('spinbutton', { name: 'Quantity', description: MUG });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loads the coupon form on first use and shows a refusal on the field, keeping the code', async () => {
    renderCart([
      {
        method: 'POST',
        path: '/api/cart/coupons',
        status: 409,
        body: fixture('cart:problem:coupon_minimum_spend', 'en'),
      },
    ]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Coupon', expanded: false });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Please enter a coupon code.')).toBeInTheDocument();
    await user.type(field, 'ramadan50');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(
      await screen.findByText('The minimum spend for this coupon is \u2068د.م.\u2069\u2066300.00\u2069.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('ramadan50');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a coupon was applied under its field, where the shopper looks, until the next code is typed', async () => {
    renderCart([{ method: 'POST', path: '/api/cart/coupons', body: full() }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Coupon', expanded: false }));
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'ete10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Coupon code applied successfully.'));
    expect(field).toHaveValue('');
    await user.type(field, 'x');
    expect(field).not.toHaveAccessibleDescription('Coupon code applied successfully.');
  });

  it('keeps the totals and the way to checkout in the drawer’s footer, out of the scrolling body', async () => {
    renderCart();
    await screen.findByRole('spinbutton', { name: 'Quantity', description: MUG });
    const footer = document.querySelector('footer')!;
    expect(within(footer).getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'View cart' })).toBeInTheDocument();
    expect(within(footer).getByText('Subtotal')).toBeInTheDocument();
    // The add-ons and the lines scroll above it.
    expect(within(footer).queryByRole('button', { name: 'Coupon' })).toBeNull();
  });
});
