import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import { BundleForm } from '@features/bundles/components/bundle/BundleForm';
import { toBundle } from '@features/bundles/model/bundle';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { baseRoutes, fixture } from '../../../../support/fixtures/routes';
import type { MockAnswer, MockRoute } from '../../../../support/mock-fetch';
import { settingsRoute } from '../../../../../stories/support/api';
import {
  INDIGO_38,
  bundleProblemBody,
  bundleProduct,
  bundleWire,
  type StoryBundle,
} from '../../../../../stories/support/bundles';

const MUG = 'Striped coffee mug from Fès, Majorelle blue';
const BABOUCHES = 'Dotted pointed babouches from Marrakech';

const MESSAGES = {
  variation: `Please select a purchasable variation for ${BABOUCHES} before adding this bundle to the cart.`,
  nothing: 'Please choose at least one product before adding this bundle to the cart.',
  belowMin: 'Please choose at least a total quantity of 2 products before adding this bundle to the cart.',
};

function renderBundle(
  bundle: StoryBundle,
  {
    locale = 'en',
    answer,
    routes = [],
    around = (form) => form,
  }: {
    locale?: Locale;
    answer?: () => MockAnswer;
    routes?: MockRoute[];
    around?: (form: ReactElement) => ReactElement;
  } = {},
) {
  const api = mockApi([
    ...routes,
    {
      method: 'POST',
      path: '/api/cart/bundles',
      handler: answer ?? (() => ({ body: fixture('cart:full', locale) })),
    },
    ...baseRoutes,
  ]);
  const view = renderWithProviders(
    around(<BundleForm bundle={toBundle(bundleWire(bundle, locale))} product={bundleProduct(locale, bundle.own)} />),
    { locale },
  );
  return { ...api, ...view };
}

const addButton = (name = 'Add to cart') => screen.getByRole('button', { name });
const posts = (calls: Request[]) => calls.filter((c) => c.method === 'POST');
/** The item rows, by product name. */
const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
const stepper = (name: string, which: 'Increase quantity' | 'Decrease quantity') =>
  within(row(name)).getByRole('button', { name: which });
const field = (name: string) => within(row(name)).getByRole('spinbutton');
const total = () => screen.getByText('Bundle price:').parentElement!;

/** Optional, 2 to 6 products; babouches first (a variation to choose), then the mug. */
const optional = (babouches: number, mug: number): StoryBundle => ({
  rules: { optional: true, min: 2, max: 6 },
  items: [
    { part: 'babouches', quantity: babouches, maxQty: 2 },
    { part: 'mug', quantity: mug, maxQty: 3 },
  ],
});

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('BundleForm', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the first readiness failure, in the spec’s order, as the reason the button cannot add', async () => {
    const { calls } = renderBundle(optional(1, 0));
    const user = userEvent.setup();
    // Babouches chosen without a variation comes before 'below the minimum'.
    expect(screen.getByText(MESSAGES.variation)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.belowMin)).not.toBeInTheDocument();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(MESSAGES.variation);

    await user.click(stepper(BABOUCHES, 'Decrease quantity'));
    expect(addButton()).toHaveAccessibleDescription(MESSAGES.nothing);
    expect(screen.queryByText(MESSAGES.variation)).not.toBeInTheDocument();

    await user.click(stepper(MUG, 'Increase quantity'));
    expect(addButton()).toHaveAccessibleDescription(MESSAGES.belowMin);

    await user.click(addButton());
    expect(posts(calls)).toHaveLength(0);

    await user.click(stepper(MUG, 'Increase quantity'));
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    expect(addButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(MESSAGES.belowMin)).not.toBeInTheDocument();
  });

  it('steps each quantity within the item’s limits and checks a typed one 1000 ms after the last keystroke', async () => {
    renderBundle(optional(0, 0));
    const user = userEvent.setup();
    const selected = () => screen.getByText('Selected:').nextElementSibling!;
    await user.click(stepper(MUG, 'Decrease quantity'));
    expect(field(MUG)).toHaveValue(0);
    for (let i = 0; i < 4; i++) await user.click(stepper(MUG, 'Increase quantity'));
    expect(field(MUG)).toHaveValue(3);
    expect(selected()).toHaveTextContent('3');

    await user.clear(field(MUG));
    await user.type(field(MUG), '9');
    // Not checked yet: the field shows what was typed, the rules still count the last settled quantity.
    expect(field(MUG)).toHaveValue(9);
    expect(selected()).toHaveTextContent('3');
    await waitFor(() => expect(field(MUG)).toHaveValue(3), { timeout: 3000 });

    await user.clear(field(MUG));
    await user.type(field(MUG), '1');
    await waitFor(() => expect(selected()).toHaveTextContent('1'), { timeout: 3000 });
    expect(addButton()).toHaveAccessibleDescription(MESSAGES.belowMin);
  });

  it('recomputes the total live, striking the regular total through only when the bundle costs less', async () => {
    renderBundle({
      rules: { optional: true, discount: 10 },
      items: [{ part: 'mug', quantity: 1, maxQty: 3 }],
    });
    const user = userEvent.setup();
    // 136.00 on sale (195.00 regular), 10% off rounded per item: 122.40.
    expect(total()).toHaveTextContent('Original price was: 195.00 Moroccan dirhams. Current price is: 122.40');
    expect(total()).toHaveTextContent('(saved 10%)');
    expect(total().querySelector('del')).not.toBeNull();
    await user.click(stepper(MUG, 'Increase quantity'));
    expect(total()).toHaveTextContent('Current price is: 244.80 Moroccan dirhams');
    // Said politely once the quantity settled.
    expect(screen.getByText(/^Bundle price: 244\.80 Moroccan dirhams \(saved 10%\)$/)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('makes the price under the bundle’s name follow the bundle price with change_price, and leaves it without', async () => {
    const bundle: StoryBundle = {
      rules: { optional: true, discount: 10 },
      items: [{ part: 'mug', quantity: 1, maxQty: 3 }],
    };
    const own = { regular: 99_900, sale: null, min: 99_900, max: 99_900 };
    const around = (form: ReactElement) => (
      <BoughtTogetherProvider>
        <p data-testid="page-price">
          <ShownProductPrice price={own} />
        </p>
        {form}
      </BoughtTogetherProvider>
    );
    const user = userEvent.setup();
    const shown = () => screen.getByTestId('page-price');
    const first = renderBundle(bundle, { around });
    await waitFor(() => expect(shown()).toHaveTextContent('Current price is: 122.40'));
    await user.click(stepper(MUG, 'Increase quantity'));
    await waitFor(() => expect(shown()).toHaveTextContent('Current price is: 244.80'));
    first.unmount();

    renderBundle(bundle, { around, routes: [settingsRoute({ bundles: { changePrice: 'no' } })] });
    await user.click(stepper(MUG, 'Increase quantity'));
    expect(total()).toHaveTextContent('Current price is: 244.80');
    expect(shown()).toHaveTextContent('999.00');
    expect(shown()).not.toHaveTextContent('244.80');
  });

  it('shows a fixed-price bundle at its own price, struck through only below its regular price', () => {
    const items: StoryBundle['items'] = [{ part: 'mug', quantity: 2 }];
    renderBundle({ rules: { fixedPrice: true }, own: { price: 30_000, regularPrice: 30_000 }, items });
    expect(total().querySelector('del')).toBeNull();
    expect(total()).toHaveTextContent('300.00 Moroccan dirhams');
    expect(within(row(MUG)).getByText('Quantity: 2')).toBeInTheDocument();
  });

  it('sends each chosen item with its quantity, and a variable item with its variation', async () => {
    const { calls } = renderBundle({
      items: [
        { part: 'mug', quantity: 2 },
        { part: 'babouches', quantity: 1 },
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'indigo' }));
    await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: '38' }));
    expect(within(row(BABOUCHES)).getByText('18 in stock')).toBeInTheDocument();
    expect(within(row(BABOUCHES)).getByText('Soft goatskin lining, hand-stitched sole.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await screen.findByText('“Fès tea-time bundle” has been added to your cart.');
    const post = posts(calls)[0]!;
    expect(await post.clone().json()).toEqual({
      productId: 900,
      quantity: 2,
      items: [
        { itemId: 7000, quantity: 2 },
        { itemId: 7001, quantity: 1, variationId: INDIGO_38 },
      ],
    });
  });

  it('shows a refusal of the server in the alert, in the shopper’s language', async () => {
    renderBundle(
      { items: [{ part: 'mug', quantity: 1 }] },
      {
        locale: 'fr',
        answer: () => ({ status: 409, body: bundleProblemBody('below_total_min', 'body.items', { amount: 50_000 }) }),
      },
    );
    const user = userEvent.setup();
    await user.click(addButton('Ajouter au panier'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le total doit atteindre le montant minimum de');
    expect(alert).toHaveTextContent('500,00 dirhams marocains');
  });

  it('names the item a refusal concerns', async () => {
    renderBundle(
      { items: [{ part: 'mug', quantity: 1 }] },
      { answer: () => ({ status: 409, body: bundleProblemBody('out_of_stock', 'body.items.0', { name: MUG }) }) },
    );
    const user = userEvent.setup();
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MUG}: Sorry, this product is out of stock.`);
  });
});
