import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistContent } from '@features/wishlist/components/WishlistContent';
import { WishlistUiContext, type WishlistUi } from '@features/wishlist/hooks/useWishlistUi';
import type { Wishlist } from '@features/wishlist/model/types';
import { isShareToken } from '@domain/share-token';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';
import { labelInNameMismatches } from '../../../support/label-in-name';

/**
 * A copy of a recorded list (the fixtures are shared by every test), with a share token as the server gives one (the
 * recording predates share tokens: adding one there would re-take every story's snapshot).
 */
const recorded = (name: 'full' | 'empty' | 'shared'): Wishlist => {
  const list = structuredClone(fixture<Wishlist>(`wishlist:${name}`, 'en'));
  return { ...list, shareToken: list.shareToken ?? (list.key ? 'c5M1LNGDs0FQs2hCKIkSWKzp1ApZfVQl' : null) };
};
const full = () => recorded('full');
const CUP = 'Zellige-pattern terracotta cup from Tamegroute, saffron yellow';
const MUG = 'Dotted coffee mug from Safi, turquoise';
const FLORAL = 'Floral ceramic mug from Meknès';
const MUG_NOTE = 'For Amina’s birthday — the blue one, two if they are in stock.';

function api(routes: MockRoute[] = []) {
  return mockApi([...routes, ...baseRoutes]);
}

/** The requests that would change something (anything but a read). */
const changes = (calls: Request[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${new URL(call.url).pathname}`);

/** The content's own notice area: the first status region, above the items (hidden while it is empty). */
const notice = () => screen.getAllByRole('status', { hidden: true })[0]!;

describe('WishlistContent', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the count and every item with its name, options and note', () => {
    api();
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    expect(screen.getByText('3 items')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([CUP, MUG, FLORAL]);
    expect(within(items[1]!).getByRole('link', { name: MUG })).toHaveAttribute(
      'href',
      '/en/product/dotted-coffee-mug-from-safi-turquoise/',
    );
    expect(items[1]).toHaveTextContent(`Note: ${MUG_NOTE}`);
    expect(items[0]).not.toHaveTextContent('Note:');
    expect(items[2]).toHaveTextContent('Colour: pomegranate red, Size: small');
    // A note is added where there is none, edited where there is one.
    expect(within(items[0]!).getByRole('button', { name: `Add note: ${CUP}` })).toHaveTextContent('Add note');
    expect(within(items[1]!).getByRole('button', { name: `Edit note: ${MUG}` })).toHaveTextContent('Edit note');
    for (const name of [CUP, MUG, FLORAL]) {
      expect(screen.getByRole('button', { name: `Remove ${name} from the wishlist` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Empty wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage wishlists' })).toBeInTheDocument();
    expect(screen.queryByText(/This wishlist was shared with you/)).not.toBeInTheDocument();
  });

  it('shows a note as text, never as markup', () => {
    api();
    const list = full();
    list.items[0]!.note = '<b>fragile</b> & "handle with care"';
    const { container } = renderWithProviders(<WishlistContent list={list} />, { locale: 'en' });
    expect(screen.getByText('<b>fragile</b> & "handle with care"', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('li b')).toBeNull();
  });

  it('saves a note with PUT and says it was saved', async () => {
    let body: unknown = null;
    const { calls } = api([
      {
        method: 'PUT',
        path: '/api/wishlist/items/2/note',
        handler: async (request) => {
          body = await request.json();
          return { body: full() };
        },
      },
    ]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Edit note: ${MUG}` }));
    const field = screen.getByRole('textbox', { name: `Note for ${MUG}` });
    expect(field).toHaveValue(MUG_NOTE);
    await user.clear(field);
    await user.type(field, 'Two blue ones');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Note saved.'));
    expect(body).toEqual({ note: 'Two blue ones' });
    expect(changes(calls)).toEqual(['PUT /api/wishlist/items/2/note']);
    expect(new URL(calls.find((call) => call.method === 'PUT')!.url).searchParams.get('locale')).toBe('en');
    // The editor closed.
    expect(screen.queryByRole('textbox', { name: `Note for ${MUG}` })).not.toBeInTheDocument();
  });

  it('adds a note to an item that has none', async () => {
    let body: unknown = null;
    api([
      {
        method: 'PUT',
        path: '/api/wishlist/items/3/note',
        handler: async (request) => {
          body = await request.json();
          return { body: full() };
        },
      },
    ]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Add note: ${CUP}` }));
    const field = screen.getByRole('textbox', { name: `Note for ${CUP}` });
    expect(field).toHaveValue('');
    await user.type(field, 'For Youssef');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(body).toEqual({ note: 'For Youssef' }));
  });

  it('refuses a note over 500 characters without sending it', async () => {
    const { calls } = api([{ method: 'PUT', path: '/api/wishlist/items/3/note', body: full() }]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Add note: ${CUP}` }));
    const field = screen.getByRole('textbox', { name: `Note for ${CUP}` });
    await user.click(field);
    await user.paste('x'.repeat(500));
    // 500 is allowed: the count, no error.
    expect(screen.getByText('500 / 500')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await user.paste('y');
    expect(field).toHaveValue(`${'x'.repeat(500)}y`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A note can be at most 500 characters long.');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByRole('textbox', { name: `Note for ${CUP}` })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes(calls)).toEqual([]);
  });

  it('keeps the editor open with the refusal when the server refuses a note', async () => {
    api([
      {
        method: 'PUT',
        path: '/api/wishlist/items/3/note',
        status: 404,
        body: { title: 'Not Found', status: 404, code: 'item_not_found' },
      },
    ]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Add note: ${CUP}` }));
    const field = screen.getByRole('textbox', { name: `Note for ${CUP}` });
    await user.type(field, 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('This product is no longer in the wishlist.'));
    expect(field).toHaveValue('Kept');
    expect(notice()).not.toHaveTextContent('Note saved.');
  });

  it('removes an item with DELETE and says it was removed', async () => {
    const { calls } = api([{ method: 'DELETE', path: '/api/wishlist/items/2', body: full() }]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${MUG} from the wishlist` }));
    await waitFor(() => expect(notice()).toHaveTextContent(`${MUG} was removed from your wishlist.`));
    expect(changes(calls)).toEqual(['DELETE /api/wishlist/items/2']);
    // Focus waits on the list's heading.
    expect(screen.getByRole('heading', { name: 'Saved products' })).toHaveFocus();
  });

  it('says a refused removal in the shopper’s words', async () => {
    api([
      {
        method: 'DELETE',
        path: '/api/wishlist/items/2',
        status: 403,
        body: { title: 'Forbidden', status: 403, code: 'wishlist_read_only' },
      },
    ]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${MUG} from the wishlist` }));
    await waitFor(() =>
      expect(notice()).toHaveTextContent('This wishlist belongs to someone else: you can look at it, not change it.'),
    );
    expect(notice()).not.toHaveTextContent('was removed');
  });

  it('names a list that is not the default by its key in every change', async () => {
    const list: Wishlist = { ...full(), key: 'BXTVSR', name: 'Eid gifts', isDefault: false };
    const { calls } = api([{ method: 'DELETE', path: '/api/wishlist/items/2', body: list }]);
    renderWithProviders(<WishlistContent list={list} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${MUG} from the wishlist` }));
    await waitFor(() => expect(changes(calls)).toEqual(['DELETE /api/wishlist/items/2']));
    const url = new URL(calls.find((call) => call.method === 'DELETE')!.url);
    expect(url.searchParams.get('key')).toBe('BXTVSR');
  });

  it('asks before emptying the list: Cancel sends nothing', async () => {
    const { calls } = api([{ method: 'DELETE', path: '/api/wishlist/items', body: recorded('empty') }]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    const empty = screen.getByRole('button', { name: 'Empty wishlist' });
    await user.click(empty);
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty the wishlist?' });
    expect(dialog).toHaveAccessibleDescription('This action cannot be undone. Are you sure?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(changes(calls)).toEqual([]);
  });

  it('empties the list with DELETE once confirmed', async () => {
    const { calls } = api([{ method: 'DELETE', path: '/api/wishlist/items', body: recorded('empty') }]);
    renderWithProviders(<WishlistContent list={full()} />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Empty wishlist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty the wishlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty wishlist' }));
    await waitFor(() => expect(changes(calls)).toEqual(['DELETE /api/wishlist/items']));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers no emptying for an empty list', () => {
    api();
    renderWithProviders(<WishlistContent list={recorded('empty')} />, { locale: 'en' });
    expect(screen.getByText('no items')).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty wishlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('opens the manage popup from "Manage wishlists"', async () => {
    api();
    const ui: WishlistUi = { openPopup: vi.fn(), openManage: vi.fn(), showToast: vi.fn(), preload: vi.fn() };
    renderWithProviders(
      <WishlistUiContext value={ui}>
        <WishlistContent list={full()} />
      </WishlistUiContext>,
      { locale: 'en' },
    );
    const manage = screen.getByRole('button', { name: 'Manage wishlists' });
    await userEvent.click(manage);
    expect(ui.openManage).toHaveBeenCalledWith(manage);
  });

  it.each(['fr', 'en', 'ar'] as const)(
    'names each line’s buttons with their visible words first, so a voice user can say them (%s)',
    async (locale) => {
      api();
      const { container } = renderWithProviders(<WishlistContent list={full()} />, { locale });
      await screen.findAllByRole('listitem');
      expect(container.querySelectorAll('button[aria-label]').length).toBeGreaterThan(0);
      expect(labelInNameMismatches(container)).toEqual([]);
    },
  );

  it('shows a shared list read-only, with the shared notice', () => {
    api();
    renderWithProviders(<WishlistContent list={recorded('shared')} />, { locale: 'en' });
    expect(
      screen.getByText('This wishlist was shared with you: you can look at it and add its products to your cart.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(MUG_NOTE, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove .* from the wishlist$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty wishlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Add|Edit) note/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage wishlists' })).not.toBeInTheDocument();
    // Its products can still go to the cart.
    expect(screen.getByRole('button', { name: `Add to cart: ${MUG}` })).toBeInTheDocument();
  });

  it('copies the share link, which carries the list’s share token, and says so', async () => {
    api();
    const writeText = vi.fn(() => Promise.resolve());
    const list = full();
    expect(isShareToken(list.shareToken)).toBe(true);
    renderWithProviders(<WishlistContent list={list} writeText={writeText} />, { locale: 'en' });
    const url = `${window.location.origin}/en/wishlist/${list.key}/?token=${list.shareToken}`;
    expect(screen.getByRole('textbox', { name: 'Link to share this wishlist' })).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    const said = await screen.findByText(/^Copied the wishlist link: /);
    expect(said).toHaveTextContent(`Copied the wishlist link: \u2066${url}\u2069`, { normalizeWhitespace: false });
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Failure to copy!')).not.toBeInTheDocument();
  });

  it('passes a shared list on with the token it was shared with', () => {
    api();
    const list = recorded('shared');
    renderWithProviders(<WishlistContent list={list} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: 'Link to share this wishlist' })).toHaveValue(
      `${window.location.origin}/en/wishlist/${list.key}/?token=${list.shareToken}`,
    );
  });

  it('offers no share link for a list without a share token', () => {
    api();
    renderWithProviders(<WishlistContent list={{ ...full(), shareToken: null }} />, { locale: 'en' });
    expect(screen.queryByRole('textbox', { name: 'Link to share this wishlist' })).not.toBeInTheDocument();
  });

  it('says when the link could not be copied', async () => {
    api();
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    renderWithProviders(<WishlistContent list={full()} writeText={writeText} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const said = await screen.findByText('Failure to copy!');
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/^Copied the wishlist link/)).not.toBeInTheDocument();
  });
});
