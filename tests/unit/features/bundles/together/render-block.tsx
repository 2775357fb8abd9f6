/** The block rendered with its mocked answers, and the queries its tests share. */
import { mergeSettings, type DeepPartial, type StoreSettings } from '@domain/settings';
import { screen } from '@testing-library/react';
import { BoughtTogetherBlock } from '@features/bundles/components/together/BoughtTogetherBlock';
import { BoughtTogetherProvider, ShownProductPrice } from '@entities/companions/BoughtTogetherContext';
import { renderWithProviders } from '../../../../support/render';
import { mockApi, type MockRoute } from '../../../../support/mock-api';
import { baseRoutes, fixture } from '../../../../support/fixtures/routes';
import {
  addTogetherRoute,
  babouchesVariation,
  INDIGO_38,
  togetherProduct,
  togetherRoute,
  type StoryTogether,
} from '../../../../../stories/support/together';

export const BABOUCHES = 'Dotted pointed babouches from Marrakech';
export const MUG = 'Striped coffee mug from Fès, Majorelle blue';
export const RUG = 'Diamond-pattern Beni Ouarain rug from Marrakech, terracotta';
export const SILK = 'Diamond-pattern cactus silk rug from the Middle Atlas, chalk white';
export const ALERT = `Please select a purchasable variation for ${SILK} before adding this product to the cart.`;

export const babouches = togetherProduct('babouches', 'en');
export const indigo = babouchesVariation(INDIGO_38, 'en');
export const TWO: StoryTogether = { items: [{ product: 'mug', newPrice: '90%' }, { product: 'rug' }] };

export interface Options {
  quantity?: number;
  /** The main form's variation: indigo 38 unless said (null: nothing chosen yet). */
  variation?: typeof indigo | null;
  store?: DeepPartial<StoreSettings>;
  extra?: MockRoute[];
  /** The page's price beside the block, in one provider (change_price). */
  withPrice?: boolean;
}

export function renderBlock(
  story: StoryTogether,
  { quantity = 1, store, extra = [], withPrice = false, variation = indigo }: Options = {},
) {
  const api = mockApi([
    ...extra,
    togetherRoute(story),
    addTogetherRoute(),
    ...(store
      ? [{ path: '/api/settings', body: mergeSettings(fixture<StoreSettings>('settings', 'all'), store) }]
      : []),
    ...baseRoutes,
  ]);
  const block = <BoughtTogetherBlock product={babouches} variation={variation} quantity={quantity} />;
  renderWithProviders(
    withPrice ? (
      <BoughtTogetherProvider>
        <p data-testid="page-price">
          <ShownProductPrice price={babouches.price} />
        </p>
        {block}
      </BoughtTogetherProvider>
    ) : (
      block
    ),
  );
  return api;
}

export const heading = () => screen.findByRole('heading', { name: 'Frequently bought together' });
export const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
export const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
export const line = (label: 'Additional price:' | 'Total:') => screen.getByText(label).parentElement!;
export const item = (name: string | RegExp) => screen.getByRole('group', { name });
export const posted = async (calls: Request[]) => {
  const post = calls.find((c) => c.method === 'POST' && new URL(c.url).pathname === '/api/cart/bought-together');
  return post ? ((await post.clone().json()) as Record<string, unknown>) : null;
};
