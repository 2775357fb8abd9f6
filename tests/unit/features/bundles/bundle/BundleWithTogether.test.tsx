import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BundleForm } from '@features/bundles/components/bundle/BundleForm';
import { toBundle } from '@features/bundles/model/bundle';
import { BoughtTogetherBlock } from '@features/bundles/components/together/BoughtTogetherBlock';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { baseRoutes, fixture } from '../../../../support/fixtures/routes';
import { bundleProduct, bundleWire, type StoryBundle } from '../../../../../stories/support/bundles';
import { togetherRoute, type StoryTogether } from '../../../../../stories/support/together';

const MUG = 'Striped coffee mug from Fès, Majorelle blue';
const RUG = 'Diamond-pattern Beni Ouarain rug from Marrakech, terracotta';

/** One mug (136.00 on sale, 195.00 regular), no discount. */
const ONE_MUG: StoryBundle = { items: [{ part: 'mug', quantity: 1 }] };
/** The mug at 90 % (122.40) and the rug (10,875.00); the block would have its own button ('separate'). */
const COMPANIONS: StoryTogether = {
  settings: { optional: true, atcButton: 'separate', thisNewPrice: '50%' },
  items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }],
};

function renderPage() {
  const api = mockApi([
    togetherRoute(COMPANIONS),
    { method: 'POST', path: '/api/cart/bundles', handler: () => ({ body: fixture('cart:full', 'en') }) },
    ...baseRoutes,
  ]);
  const product = bundleProduct('en');
  renderWithProviders(
    <BoughtTogetherProvider>
      <p data-testid="page-price">
        <ShownProductPrice price={product.price} />
      </p>
      <BundleForm bundle={toBundle(bundleWire(ONE_MUG, 'en'))} product={product} />
      <BoughtTogetherBlock product={product} variation={null} />
    </BoughtTogetherProvider>,
  );
  return api;
}

const bundlePrice = () => screen.getByText('Bundle price:').parentElement!;
const blockLine = (label: 'Additional price:' | 'Total:') => screen.getByText(label).parentElement!;

describe("a bundle's page with a 'frequently bought together' block", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds the block's companions to the bundle price, and the block prices the bundle as the form has it", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Frequently bought together' });
    // 136.00 + 122.40 + 10,875.00: the bundle price and the block's total say the same.
    await waitFor(() => expect(bundlePrice()).toHaveTextContent('11,133.40'));
    expect(blockLine('Additional price:')).toHaveTextContent('10,997.40');
    // 'This' is the bundle at its own price: the block's 50 % for 'this' does not apply to a bundle.
    expect(blockLine('Total:')).toHaveTextContent('11,133.40');

    await userEvent.setup().click(screen.getByRole('checkbox', { name: RUG }));
    await waitFor(() => expect(bundlePrice()).toHaveTextContent('258.40'));
    expect(blockLine('Total:')).toHaveTextContent('258.40');
  });

  it("sends the ticked companions with the bundle through the bundle's one button", async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Frequently bought together' });
    await user.click(screen.getByRole('checkbox', { name: MUG }));
    // One button adds: the block's own would add the bundle without the form's choices.
    const buttons = screen.getAllByRole('button', { name: /^Add to cart/ });
    expect(buttons).toHaveLength(1);
    await waitFor(() => expect(bundlePrice()).toHaveTextContent('11,011.00'));
    await user.click(buttons[0]!);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/cart/bundles');
    expect(await post.clone().json()).toMatchObject({ quantity: 1, together: [{ relationId: 701, quantity: 1 }] });
  });
});
