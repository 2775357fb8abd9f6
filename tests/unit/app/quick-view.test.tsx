import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickViewProvider } from '@app/providers/QuickViewProvider';
import { CartButton } from '@features/cart/components/CartButton';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import type { ProductCardData } from '@features/catalogue/model/types';
import { toProduct } from '@entities/product/model/product';
import { renderWithProviders } from '../../support/render';
import { mockApi } from '../../support/mock-api';
import { baseRoutes, fixture } from '../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';

/** The babouches as a listing shows them (the card), for the product whose recorded page the dialog loads. */
function cardOf(slug: string): ProductCardData {
  const product = toProduct(fixture(`catalogue/product:${PRODUCT_CASES.variable}`, 'en'));
  return {
    id: product.id,
    slug,
    type: product.type,
    name: product.name,
    shortDescription: '',
    textLocale: product.textLocale,
    price: product.price,
    onSale: false,
    rating: product.rating,
    stockStatus: product.stockStatus,
    image: null,
    colours: [],
    options: [],
    externalUrl: null,
    buttonText: null,
  };
}

const NAME = 'Dotted pointed babouches from Marrakech';

function renderCard(slug: string = PRODUCT_CASES.variable, { provider = true } = {}) {
  const api = mockApi([
    { method: 'POST', path: '/api/cart/items', handler: () => ({ body: fixture('cart:full', 'en') }) },
    ...baseRoutes,
  ]);
  const card = <ProductCard product={cardOf(slug)} />;
  // The header's cart button listens for adds: it opens the drawer.
  const shop = (
    <>
      <CartButton />
      <QuickViewProvider>{card}</QuickViewProvider>
    </>
  );
  renderWithProviders(provider ? shop : card, { locale: 'en' });
  return api;
}

const opener = (name = NAME) => screen.getByRole('button', { name: `Quick view: ${name}` });

// Full provider stack and a lazily loaded dialog: the first render is slow on a busy machine.
describe('quick view', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens from the card as a dialog named by the product, hosting the product form and a link to its page', async () => {
    renderCard();
    expect(opener()).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.setup().click(opener());
    const dialog = await screen.findByRole('dialog', { name: NAME });
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/en/product/${PRODUCT_CASES.variable}/`,
    );
  });

  it('closes with Escape and gives focus back to the card’s button', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.click(opener());
    await screen.findByRole('dialog', { name: NAME });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();
  });

  it('closes after the cart accepted an add, the cart drawer opens and announces it, and focus comes back', async () => {
    const api = renderCard();
    const user = userEvent.setup();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog', { name: NAME });
    await user.click(within(dialog).getByRole('button', { name: 'indigo' }));
    await user.click(within(within(dialog).getByRole('group', { name: 'Size' })).getByRole('button', { name: '38' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NAME })).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'POST' && new URL(call.url).pathname === '/api/cart/items')).toBe(
      true,
    );
    const drawer = await screen.findByRole('dialog', { name: /Shopping cart/ });
    expect(
      await within(drawer).findByText(`“${NAME}” has been added to your cart.`, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();
  });

  it('says so when the product is gone (404), in a dialog still named', async () => {
    renderCard('no-such-product');
    await userEvent.setup().click(opener());
    expect(await screen.findByRole('dialog', { name: 'This product is no longer available.' })).toBeInTheDocument();
  });

  it('shows no quick-view button where the app gives no quick view', () => {
    renderCard(PRODUCT_CASES.variable, { provider: false });
    expect(screen.queryByRole('button', { name: /^Quick view/ })).not.toBeInTheDocument();
  });
});
