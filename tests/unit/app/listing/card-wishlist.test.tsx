import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardPictureActionContext, CardPurchaseContext } from '@features/catalogue/card-purchase';
import { ProductCard } from '@features/catalogue/components/ProductCard';
import { renderCardPurchase, renderWishlist } from '@app/routes/listing/card-slots';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { baseRoutes, fixture, productRoutes, session } from '../../../support/fixtures/routes';
import { mugCard } from '../../features/product/card-fixtures';

async function pressHeart(choose: boolean) {
  const card = mugCard();
  const bodies: unknown[] = [];
  mockApi([
    { path: '/api/session', body: session },
    { path: '/api/wishlist', body: fixture('wishlist:empty', 'en') },
    {
      method: 'POST',
      path: '/api/wishlist/items',
      handler: async (request) => {
        bodies.push(await request.json());
        return Response.json(fixture('wishlist:full', 'en'));
      },
    },
    ...productRoutes,
    ...baseRoutes,
  ]);
  renderWithProviders(
    <CardPurchaseContext value={renderCardPurchase}>
      <CardPictureActionContext value={renderWishlist}>
        <ProductCard product={card} />
      </CardPictureActionContext>
    </CardPurchaseContext>,
    { locale: 'en' },
  );
  const user = userEvent.setup();
  if (choose) {
    // Terracotta leaves only 'large': the card settles on that variation (its 'Add to cart' says so).
    await user.click(screen.getByRole('button', { name: 'terracotta' }));
    await screen.findByRole('button', { name: `Add to cart: ${card.name}` });
  }
  await user.click(screen.getByRole('button', { name: new RegExp(`wishlist`, 'i') }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  return { card, body: bodies[0] };
}

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe("a listing card's wishlist heart", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'wishlist_key=; max-age=0; path=/';
  });

  it('saves the variation chosen on the card', async () => {
    const { card, body } = await pressHeart(true);
    expect(body).toEqual({ productId: card.id, variationId: 56 });
  });

  it('saves the product when nothing is chosen', async () => {
    const { card, body } = await pressHeart(false);
    expect(body).toEqual({ productId: card.id });
  });
});
