import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoughtTogetherBlock } from '@features/bundles/components/together/BoughtTogetherBlock';
import { BoughtTogetherProvider } from '@entities/companions/BoughtTogetherContext';
import { ProductForm, type ProductChoice } from '@features/product/components/ProductForm';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';
import { baseRoutes, fixture } from '../../../../support/fixtures/routes';
import {
  addTogetherRoute,
  INDIGO_38,
  STORY_COMPANIONS,
  togetherProduct,
  togetherRoute,
} from '../../../../../stories/support/together';
import {
  addButton,
  ALERT,
  babouches,
  BABOUCHES,
  checkbox,
  heading,
  indigo,
  item,
  line,
  MUG,
  posted,
  renderBlock,
  RUG,
  SILK,
  TWO,
} from './render-block';

describe('BoughtTogetherBlock', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows this item ticked for good, and the companions: simple ones ticked, variable ones not', async () => {
    renderBlock({ items: STORY_COMPANIONS });
    await heading();
    const self = checkbox(`This item: ${BABOUCHES}`);
    expect(self).toBeChecked();
    expect(self).toBeDisabled();
    expect(checkbox(MUG)).toBeChecked();
    expect(checkbox(RUG)).toBeChecked();
    expect(checkbox(SILK)).not.toBeChecked();
    expect(screen.getByRole('link', { name: MUG })).toHaveAttribute(
      'href',
      '/en/product/striped-coffee-mug-from-fes-majorelle-blue/',
    );
  });

  it('adds the ticked companions to the totals, and takes an unticked one out', async () => {
    renderBlock(TWO);
    await heading();
    // 136.00 × 90% = 122.40 and 10,875.00; the babouches at 262.00.
    expect(line('Additional price:')).toHaveTextContent('10,997.40');
    expect(line('Total:')).toHaveTextContent('11,259.40');
    await userEvent.click(checkbox(RUG));
    expect(checkbox(RUG)).not.toBeChecked();
    expect(line('Additional price:')).toHaveTextContent('122.40');
    expect(line('Total:')).toHaveTextContent('384.40');
  });

  it('adds the block’s total of N items under the product’s own price with change_price, and takes it back', async () => {
    renderBlock(TWO, { withPrice: true });
    await heading();
    const shown = () => screen.getByTestId('page-price');
    const own = (babouches.price.min / 100).toFixed(2);
    await waitFor(() => expect(shown()).toHaveTextContent('Total of 3 items bought together: '));
    expect(shown()).toHaveTextContent('11,259.40');
    // The product's own price stays, ahead of the total.
    expect(shown().textContent!.indexOf(own)).toBeLessThan(shown().textContent!.indexOf('Total of'));
    const user = userEvent.setup();
    await user.click(checkbox(RUG));
    await waitFor(() => expect(shown()).toHaveTextContent('Total of 2 items bought together: '));
    expect(shown()).toHaveTextContent('384.40');
    // No companion counted: the product's own price again.
    await user.click(checkbox(MUG));
    await waitFor(() => expect(shown()).not.toHaveTextContent('384.40'));
    expect(shown()).not.toHaveTextContent('Total of');
    expect(shown()).toHaveTextContent(own);
  });

  it('leaves the price under the product’s name alone without change_price', async () => {
    renderBlock(TWO, { withPrice: true, store: { boughtTogether: { changePrice: 'no' } } });
    await heading();
    expect(line('Total:')).toHaveTextContent('11,259.40');
    expect(screen.getByTestId('page-price')).not.toHaveTextContent('11,259.40');
  });

  it('discounts the main product only while companions are counted', async () => {
    renderBlock({ ...TWO, settings: { thisNewPrice: '90%' } });
    await heading();
    const self = item(`This item: ${BABOUCHES}`);
    expect(self).toHaveTextContent('235.80'); // 262.00 × 90%
    const user = userEvent.setup();
    await user.click(checkbox(MUG));
    await user.click(checkbox(RUG));
    expect(line('Additional price:')).toHaveTextContent('0.00');
    expect(self).toHaveTextContent('262.00');
    expect(self).not.toHaveTextContent('235.80');
    expect(line('Total:')).toHaveTextContent('262.00');
  });

  it('keeps one companion ticked in single selection', async () => {
    renderBlock({ ...TWO, settings: { selection: 'single' } });
    await heading();
    expect(checkbox(MUG)).toBeChecked();
    expect(checkbox(RUG)).not.toBeChecked();
    await userEvent.click(checkbox(RUG));
    expect(checkbox(RUG)).toBeChecked();
    expect(checkbox(MUG)).not.toBeChecked();
  });

  it('names a ticked variable companion without its variation, and the button cannot add until one is chosen', async () => {
    const { calls } = renderBlock({ items: [{ product: 'silkRug', newPrice: '95%' }, { product: 'mug' }] });
    await heading();
    expect(screen.queryByText(/Please select a purchasable variation/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(checkbox(SILK));
    // The alert area: the sentence with the name in bold.
    const status = screen.getByText(SILK, { selector: 'b' }).closest('[role="status"]')!;
    expect(status).toHaveTextContent(ALERT);
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(expect.stringContaining(ALERT));
    await user.click(addButton());
    expect(await posted(calls)).toBeNull();

    await user.click(
      within(within(item(SILK)).getByRole('group', { name: 'Size' })).getByRole('button', { name: 'medium' }),
    );
    expect(screen.queryByText(/Please select a purchasable variation/)).not.toBeInTheDocument();
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    await user.click(addButton());
    await waitFor(async () => expect(await posted(calls)).not.toBeNull());
    const medium = togetherProduct('silkRug', 'en').variations!.find((v) => v.attributes.size === 'medium')!;
    expect((await posted(calls))!.items).toEqual([
      { relationId: 700, quantity: 1, variationId: medium.id },
      { relationId: 701, quantity: 1 },
    ]);
  });

  it('sends the main product with its variation and quantity, and the ticked companions', async () => {
    const { calls } = renderBlock(TWO, { quantity: 2 });
    await heading();
    await userEvent.click(addButton());
    await waitFor(async () => expect(await posted(calls)).not.toBeNull());
    expect(await posted(calls)).toEqual({
      productId: babouches.id,
      variationId: INDIGO_38,
      attributes: {},
      quantity: 2,
      items: [
        { relationId: 700, quantity: 1 },
        { relationId: 701, quantity: 1 },
      ],
    });
  });

  it('makes companion quantities follow the main quantity with sync-qty, and sends the base quantity', async () => {
    const { calls } = renderBlock(
      { items: [{ product: 'mug', quantity: 2, newPrice: '90%' }], settings: { syncQty: true } },
      { quantity: 3 },
    );
    await heading();
    expect(within(item(MUG)).getByText('Quantity: 6')).toBeInTheDocument();
    expect(line('Additional price:')).toHaveTextContent('734.40'); // 6 × 122.40
    await userEvent.click(addButton());
    await waitFor(async () => expect(await posted(calls)).not.toBeNull());
    expect(await posted(calls)).toMatchObject({ quantity: 3, items: [{ relationId: 700, quantity: 2 }] });
  });

  it('counts ticked items on the badge, or their quantities, or hides it; it describes the button', async () => {
    renderBlock(TWO);
    await heading();
    expect(addButton()).toHaveAccessibleDescription('3 items');
    await userEvent.click(checkbox(RUG));
    await userEvent.click(checkbox(MUG));
    // This item alone: not shown.
    expect(addButton()).not.toHaveAccessibleDescription();
  });

  it('counts the summed quantity with the store’s qty counter', async () => {
    renderBlock(
      { items: [{ product: 'mug', quantity: 2 }, { product: 'rug' }] },
      { store: { boughtTogether: { counter: 'qty' } } },
    );
    await heading();
    await waitFor(() => expect(addButton()).toHaveAccessibleDescription('4 items'));
  });

  it('shows no badge with the store’s hide counter', async () => {
    renderBlock(TWO, { store: { boughtTogether: { counter: 'hide' } } });
    await heading();
    await waitFor(() => expect(addButton()).not.toHaveAccessibleDescription());
  });

  it('counts a single companion when the main product is not an item (ignore-this)', async () => {
    renderBlock({ ...TWO, settings: { ignoreThis: true, selection: 'single' } });
    await heading();
    expect(screen.queryByRole('checkbox', { name: `This item: ${BABOUCHES}` })).not.toBeInTheDocument();
    expect(addButton()).toHaveAccessibleDescription('1 item');
  });

  it('shows the server’s refusal in the shopper’s words', async () => {
    renderBlock(TWO, { extra: [addTogetherRoute('refused')] });
    await heading();
    await userEvent.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, only 1 item is left in stock.');
  });

  it('shows the list of a variation that has its own', async () => {
    mockApi([
      togetherRoute({ ...TWO, variationLists: { [INDIGO_38]: [{ product: 'rug', newPrice: '50%' }] } }),
      ...baseRoutes,
    ]);
    renderWithProviders(<BoughtTogetherBlock product={babouches} variation={indigo} quantity={1} />);
    await heading();
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: MUG })).not.toBeInTheDocument());
    expect(checkbox(RUG)).toBeChecked();
    expect(line('Additional price:')).toHaveTextContent('5,437.50');
  });
});

function PageLike() {
  const [choice, setChoice] = useState<ProductChoice | null>(null);
  return (
    <BoughtTogetherProvider>
      <BoughtTogetherBlock product={babouches} variation={choice?.variation ?? null} />
      <ProductForm
        product={babouches}
        initialSelection={{ colour: 'indigo', size: 'eu-38' }}
        onChoiceChange={setChoice}
      />
    </BoughtTogetherProvider>
  );
}

describe('the main form’s button with the block (atc-button main)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the ticked companions with the product, and is blocked by a companion without its variation', async () => {
    const { calls } = mockApi([
      togetherRoute({
        items: [{ product: 'mug', newPrice: '90%' }, { product: 'silkRug' }],
        settings: { atcButton: 'main' },
      }),
      addTogetherRoute(),
      ...baseRoutes,
    ]);
    renderWithProviders(<PageLike />);
    await heading();
    const user = userEvent.setup();
    // The block has no button of its own: the form's is the only one.
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);

    await user.click(checkbox(SILK));
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(addButton()).toHaveAccessibleDescription(`3 items ${ALERT}`);
    await user.click(checkbox(SILK));
    expect(addButton()).not.toHaveAttribute('aria-disabled');

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await waitFor(async () => expect(await posted(calls)).not.toBeNull());
    expect(await posted(calls)).toEqual({
      productId: babouches.id,
      variationId: INDIGO_38,
      attributes: {},
      quantity: 2,
      items: [{ relationId: 700, quantity: 1 }],
    });
    expect(calls.some((c) => c.method === 'POST' && new URL(c.url).pathname === '/api/cart/items')).toBe(false);
  });

  it('carries the counter badge, as the block’s own button would', async () => {
    mockApi([togetherRoute({ ...TWO, settings: { atcButton: 'main' } }), ...baseRoutes]);
    renderWithProviders(<PageLike />);
    await heading();
    await waitFor(() => expect(addButton()).toHaveAccessibleDescription('3 items'));
    await userEvent.click(checkbox(RUG));
    await userEvent.click(checkbox(MUG));
    expect(addButton()).not.toHaveAccessibleDescription();
  });

  it('adds the product alone when no companion is ticked', async () => {
    const { calls } = mockApi([
      togetherRoute({ items: [{ product: 'mug' }], settings: { atcButton: 'main' } }),
      { method: 'POST', path: '/api/cart/items', handler: () => ({ body: fixture('cart:full', 'en') }) },
      ...baseRoutes,
    ]);
    renderWithProviders(<PageLike />);
    await heading();
    await userEvent.click(checkbox(MUG));
    await userEvent.click(addButton());
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && new URL(c.url).pathname === '/api/cart/items')).toBe(true),
    );
    expect(await posted(calls)).toBeNull();
  });
});
