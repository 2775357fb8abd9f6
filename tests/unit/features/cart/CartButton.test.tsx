import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartButton } from '@features/cart/components/CartButton';
import { cartAdded } from '@entities/cart/events';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';

const fullCart = { path: '/api/cart', handler: () => ({ body: fixture('cart:full', 'en') }) };

// Full provider stack (MUI, Emotion, router, store) and a lazily loaded drawer: slow on a busy machine.
describe('CartButton', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([fullCart, ...baseRoutes]));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'zellige_cart_count=; max-age=0; path=/';
  });

  it('opens the cart drawer, a dialog, with its count in the badge and the name', () => {
    renderWithProviders(<CartButton count={2} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveTextContent('2');
  });

  it.each([
    ['en', 'Cart, 99+ items'],
    ['fr', 'Panier, 99+ articles'],
    ['ar', 'سلة التسوق، 99+ منتج'],
  ] as const)(
    'caps the badge at 99+ and says the count as it is shown, so a voice user can say it (%s)',
    (locale, name) => {
      renderWithProviders(<CartButton count={120} />, { locale });
      expect(screen.getByRole('button', { name })).toHaveTextContent('99+');
    },
  );

  it.each([
    ['fr', 0, 'Panier, 0 article'],
    ['fr', 2, 'Panier, 2 articles'],
    ['ar', 0, 'سلة التسوق، لا توجد منتجات'],
    ['ar', 2, 'سلة التسوق، منتجان'],
  ] as const)('is translated with plurals (%s, %i)', (locale, count, name) => {
    renderWithProviders(<CartButton count={count} />, { locale });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('shows the count the server wrote in its cookie, before the cart is downloaded', () => {
    document.cookie = 'zellige_cart_count=4; path=/';
    renderWithProviders(<CartButton />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });

  it('opens the drawer with the cart, closes on Escape and gives focus back', async () => {
    renderWithProviders(<CartButton />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const drawer = await screen.findByRole('dialog', { name: /Shopping cart/ });
    expect(await within(drawer).findByRole('link', { name: /Dotted coffee mug from Safi/ })).toBeInTheDocument();
    // The badge follows the cart's answer.
    expect(screen.getByRole('button', { name: 'Cart, 2 items', hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveFocus();
  });

  it('after an add, opens the drawer and announces the add from inside it 1 s later', async () => {
    const { store } = renderWithProviders(<CartButton />, { locale: 'en' });
    const sentence = '“Dotted coffee mug” has been added to your cart.';
    const addedAt = Date.now();
    act(() => {
      store.dispatch(cartAdded({ name: 'Dotted coffee mug' }));
    });
    const drawer = await screen.findByRole('dialog', { name: /Shopping cart/ });
    const said = await within(drawer).findByText(sentence, {}, { timeout: 3000 });
    expect(Date.now() - addedAt).toBeGreaterThanOrEqual(1000);
    expect(said).toHaveAttribute('role', 'status');
  });
});
