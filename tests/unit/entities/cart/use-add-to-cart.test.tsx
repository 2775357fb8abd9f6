import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { type AddToCartOptions, useAddToCart } from '@entities/cart/use-add-to-cart';
import { settingsApi } from '@shared/api/settings-api';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import type { MockRoute } from '../../../support/mock-fetch';

/** A button that adds product 2, and where the shopper is. */
function Probe(options: AddToCartOptions) {
  const { add } = useAddToCart('Mug', options);
  const { pathname } = useLocation();
  // The button appears once the store's settings are in, so the add reads them and not the defaults.
  if (!settingsApi.useGetSettingsQuery().isSuccess) return null;
  return (
    <>
      <button type="button" onClick={() => void add({ productId: 2, quantity: 1 })}>
        Add
      </button>
      <output aria-label="where">{pathname}</output>
    </>
  );
}

const settings = (cartRedirectAfterAdd: boolean): MockRoute => ({
  path: '/api/settings',
  handler: () => {
    const all = structuredClone(fixture<{ cart: { cartRedirectAfterAdd: boolean } }>('settings', 'all'));
    all.cart.cartRedirectAfterAdd = cartRedirectAfterAdd;
    return { body: all };
  },
});
const added: MockRoute = {
  method: 'POST',
  path: '/api/cart/items',
  handler: () => ({ body: fixture('cart:full', 'en') }),
};
const refused: MockRoute = {
  method: 'POST',
  path: '/api/cart/items',
  status: 409,
  body: { type: 'about:blank', title: 'x', status: 409, code: 'choose_options', productUrl: '/en/product/mug/' },
};

async function addWith(routes: MockRoute[], options: AddToCartOptions = {}) {
  mockApi([...routes, ...baseRoutes]);
  renderWithProviders(<Probe {...options} />, { locale: 'en', route: '/en/shop/' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
}

const where = () => screen.getByRole('status', { name: 'where' });

describe('after an add to cart, in the spec’s order', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a refusal naming the product’s page leads there, before the button’s own target', async () => {
    await addWith([refused, settings(false)], { redirectTo: '/en/checkout/' });
    await waitFor(() => expect(where()).toHaveTextContent('/en/product/mug/'));
  });

  it('the button’s own redirect target comes before the store’s cart redirect', async () => {
    const onAdded = vi.fn();
    await addWith([added, settings(true)], { redirectTo: '/en/checkout/', onAdded });
    await waitFor(() => expect(where()).toHaveTextContent('/en/checkout/'));
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('without one, cart_redirect_after_add leads to the cart', async () => {
    await addWith([added, settings(true)]);
    await waitFor(() => expect(where()).toHaveTextContent('/en/cart/'));
  });

  it('otherwise the shopper stays and the add is told', async () => {
    const onAdded = vi.fn();
    await addWith([added, settings(false)], { onAdded });
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(where()).toHaveTextContent('/en/shop/');
  });
});
