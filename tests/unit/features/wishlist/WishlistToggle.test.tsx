import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { mergeSettings, type StoreSettings } from '@domain/settings';
import type { makeStore } from '@app/store';
import { settingsApi } from '@shared/api/settings-api';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';
import { WishlistUiContext, type WishlistUi } from '@features/wishlist/hooks/useWishlistUi';
import type { Wishlist } from '@features/wishlist/model/types';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { fixture, session } from '../../../support/fixtures/routes';

/** Copies of the recorded lists (the fixtures are shared by every test). */
const full = () => structuredClone(fixture<Wishlist>('wishlist:full', 'en'));
const empty = () => structuredClone(fixture<Wishlist>('wishlist:empty', 'en'));
/** The saved mug of the full list (a simple product, saved alone). */
const MUG = { productId: 2, name: 'Dotted coffee mug from Safi, turquoise' };

function settings(wishlist: Partial<StoreSettings['wishlist']> = {}) {
  return mergeSettings(fixture<StoreSettings>('settings', 'all'), { wishlist });
}

/** The API with the given settings and wishlist routes; every request is recorded. */
function api(routes: MockRoute[], wishlist: Partial<StoreSettings['wishlist']> = {}) {
  return mockApi([
    { path: '/api/settings', body: settings(wishlist) },
    { path: '/api/session', body: session },
    ...routes,
    { path: '/api/wishlist', body: full() },
  ]);
}

const sent = (calls: Request[], method: string, path: string) =>
  calls.filter((call) => call.method === method && new URL(call.url).pathname === path);

/** Waits for the store's settings: until they are read, the button follows the defaults. */
const settingsRead = (store: ReturnType<typeof makeStore>) =>
  waitFor(() => expect(settingsApi.endpoints.getSettings.select(undefined)(store.getState()).isSuccess).toBe(true));

/** Shows where the router is, for the 'page' action. */
function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

describe('WishlistToggle', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'wishlist_key=; max-age=0; path=/';
  });

  it('adds the product, then becomes "Browse wishlist" and says so politely', async () => {
    let body: unknown = null;
    const { calls } = api([
      {
        method: 'POST',
        path: '/api/wishlist/items',
        handler: async (request) => {
          body = await request.json();
          return { body: full() };
        },
      },
    ]);
    renderWithProviders(<WishlistToggle {...MUG} />, { locale: 'en' });
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('data-state', 'normal');
    // No wishlist cookie: nothing is asked before the first add.
    expect(sent(calls, 'GET', '/api/wishlist')).toHaveLength(0);

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Browse wishlist' })).toHaveAttribute('data-state', 'added');
    expect(body).toEqual({ productId: 2 });
    expect(new URL(sent(calls, 'POST', '/api/wishlist/items')[0]!.url).searchParams.get('locale')).toBe('en');
    const status = await screen.findByText(`${MUG.name} was added to your wishlist.`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).not.toHaveAttribute('aria-live', 'assertive');
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument();
    // The answer was written where the list is read: it is not asked for again.
    expect(sent(calls, 'GET', '/api/wishlist')).toHaveLength(0);
  });

  it('sends no variation when none is chosen', async () => {
    let body: unknown = null;
    api([
      {
        method: 'POST',
        path: '/api/wishlist/items',
        handler: async (request) => {
          body = await request.json();
          return { body: full() };
        },
      },
    ]);
    renderWithProviders(<WishlistToggle {...MUG} variationId={null} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await screen.findByRole('button', { name: 'Browse wishlist' });
    expect(body).toStrictEqual({ productId: 2 });
  });

  it('names the product in the icon button’s name', async () => {
    api([{ method: 'POST', path: '/api/wishlist/items', body: full() }]);
    renderWithProviders(<WishlistToggle {...MUG} variant="icon" />, { locale: 'en' });
    const button = screen.getByRole('button', { name: `Add to wishlist: ${MUG.name}` });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: `Browse wishlist: ${MUG.name}` })).toBe(button);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${MUG.name} was added to your wishlist.`),
    );
  });

  it('sends the chosen variation, which marks the button of its product', async () => {
    let body: unknown = null;
    const saved: Wishlist = { ...full(), ids: { ...full().ids, 57: { parent: 12 } } };
    api([
      {
        method: 'POST',
        path: '/api/wishlist/items',
        handler: async (request) => {
          body = await request.json();
          return { body: saved };
        },
      },
    ]);
    renderWithProviders(
      <>
        <WishlistToggle productId={12} variationId={57} name="Tea glass" />
        <WishlistToggle productId={12} name="Tea glass (the product)" variant="icon" />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Add to wishlist: Tea glass (the product)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Browse wishlist' })).toBeInTheDocument();
    expect(body).toEqual({ productId: 12, variationId: 57 });
    expect(screen.getByRole('button', { name: 'Browse wishlist: Tea glass (the product)' })).toBeInTheDocument();
  });

  it('starts added from the saved list when the wishlist cookie is there, and removes on a second press', async () => {
    document.cookie = 'wishlist_key=RDUQUO; path=/';
    const left: Wishlist = {
      ...full(),
      count: 2,
      items: full().items.filter((item) => item.id !== 2),
      ids: { 1: { parent: 1 }, 3: {} },
    };
    const { calls } = api([{ method: 'DELETE', path: '/api/wishlist/items/2', body: left }], {
      buttonActionAdded: 'remove',
    });
    renderWithProviders(<WishlistToggle {...MUG} />, { locale: 'en' });
    const button = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(button).toHaveAttribute('data-state', 'added');
    expect(sent(calls, 'GET', '/api/wishlist')).toHaveLength(1);

    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('data-state', 'normal');
    expect(sent(calls, 'DELETE', '/api/wishlist/items/2')).toHaveLength(1);
    expect(sent(calls, 'POST', '/api/wishlist/items')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${MUG.name} was removed from your wishlist.`),
    );
  });

  it('removes the chosen variation, not its product', async () => {
    document.cookie = 'wishlist_key=RDUQUO; path=/';
    const saved: Wishlist = { ...full(), ids: { 57: { parent: 12 } } };
    const { calls } = api(
      [
        { path: '/api/wishlist', body: saved },
        { method: 'DELETE', path: '/api/wishlist/items/57', body: { ...empty(), key: 'RDUQUO' } },
      ],
      { buttonActionAdded: 'remove' },
    );
    renderWithProviders(<WishlistToggle productId={12} variationId={57} name="Tea glass" />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => new URL(call.url).pathname)).toEqual([
      '/api/wishlist/items/57',
    ]);
  });

  it('shows a product added through its variation, and removes it by the product’s id', async () => {
    document.cookie = 'wishlist_key=RDUQUO; path=/';
    const saved: Wishlist = { ...full(), ids: { 57: { parent: 12 } } };
    const { calls } = api(
      [
        { path: '/api/wishlist', body: saved },
        { method: 'DELETE', path: '/api/wishlist/items/12', body: { ...empty(), key: 'RDUQUO' } },
      ],
      { buttonActionAdded: 'remove' },
    );
    renderWithProviders(<WishlistToggle productId={12} name="Tea glass" variant="icon" />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from wishlist: Tea glass' }));
    expect(await screen.findByRole('button', { name: 'Add to wishlist: Tea glass' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => new URL(call.url).pathname)).toEqual([
      '/api/wishlist/items/12',
    ]);
  });

  it('goes to the wishlist page on a second press where the store says so', async () => {
    document.cookie = 'wishlist_key=RDUQUO; path=/';
    const { calls } = api([], { buttonActionAdded: 'page' });
    const { store } = renderWithProviders(
      <>
        <WishlistToggle {...MUG} />
        <Where />
      </>,
      { locale: 'fr', route: '/fr/boutique/' },
    );
    await settingsRead(store);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fr/boutique/');
    await userEvent.click(await screen.findByRole('button', { name: 'Voir la liste de souhaits' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/fr/wishlist/');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('opens the popup with the notice, or shows the toast, as the store’s button action says', async () => {
    const ui: WishlistUi = { openPopup: vi.fn(), openManage: vi.fn(), showToast: vi.fn(), preload: vi.fn() };
    const answer: Wishlist = { ...full(), added: { id: 2, name: 'Dotted mug (saved)', image: null } };
    api([{ method: 'POST', path: '/api/wishlist/items', body: answer }], { buttonAction: 'message' });
    const { store } = renderWithProviders(
      <WishlistUiContext value={ui}>
        <WishlistToggle {...MUG} />
      </WishlistUiContext>,
      { locale: 'en' },
    );
    await settingsRead(store);
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await screen.findByRole('button', { name: 'Browse wishlist' });
    expect(ui.showToast).toHaveBeenCalledWith({ name: 'Dotted mug (saved)', image: null });
    expect(ui.openPopup).not.toHaveBeenCalled();

    // 'popup' on the second press opens the list where the press came from.
    const button = screen.getByRole('button', { name: 'Browse wishlist' });
    await userEvent.click(button);
    expect(ui.openPopup).toHaveBeenCalledWith(button);
  });

  it('opens the popup with the added notice by default (button action "list")', async () => {
    const ui: WishlistUi = { openPopup: vi.fn(), openManage: vi.fn(), showToast: vi.fn(), preload: vi.fn() };
    api([{ method: 'POST', path: '/api/wishlist/items', body: full() }]);
    const { store } = renderWithProviders(
      <WishlistUiContext value={ui}>
        <WishlistToggle {...MUG} />
      </WishlistUiContext>,
      { locale: 'en' },
    );
    await settingsRead(store);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(button);
    await waitFor(() => expect(ui.openPopup).toHaveBeenCalledWith(button, `${MUG.name} was added to your wishlist.`));
    expect(ui.showToast).not.toHaveBeenCalled();
  });

  it('says a refused add in the shopper’s words and stays "Add to wishlist"', async () => {
    const { calls } = api([
      {
        method: 'POST',
        path: '/api/wishlist/items',
        status: 404,
        body: {
          type: 'urn:zellige:problem:product_not_found',
          title: 'Not Found',
          status: 404,
          code: 'product_not_found',
          errors: [{ field: 'body.productId', code: 'not_found', message: 'No such product.' }],
        },
      },
    ]);
    renderWithProviders(<WishlistToggle {...MUG} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This product is no longer sold.'));
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('data-state', 'normal');
    expect(screen.queryByText(/was added to your wishlist/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No such product/)).not.toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/wishlist/items')).toHaveLength(1);
  });

  it('says a refusal it has no sentence for with the general one', async () => {
    api([
      {
        method: 'POST',
        path: '/api/wishlist/items',
        status: 500,
        body: { title: 'Internal Server Error', status: 500, code: 'database_down' },
      },
    ]);
    renderWithProviders(<WishlistToggle {...MUG} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The wishlist could not be updated. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    api([{ method: 'POST', path: '/api/wishlist/items', body: fixture('wishlist:full', 'fr') }]);
    renderWithProviders(
      <>
        <WishlistToggle {...MUG} />
        <WishlistToggle productId={3} name="Tasse" variant="icon" />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Ajouter à la liste de souhaits : Tasse' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à la liste de souhaits' }));
    expect(await screen.findByRole('button', { name: 'Voir la liste de souhaits' })).toBeInTheDocument();
    expect(await screen.findByText(`${MUG.name} a été ajouté à votre liste de souhaits.`)).toHaveAttribute(
      'role',
      'status',
    );
  });
});
