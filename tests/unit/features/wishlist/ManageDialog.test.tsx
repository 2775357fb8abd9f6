import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManageDialog } from '@features/wishlist/components/ManageDialog';
import type { Wishlist } from '@features/wishlist/model/types';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { baseRoutes, fixture } from '../../../support/fixtures/routes';

/** A copy of the recorded full list (the fixtures are shared by every test): 'Wishlist' (default) and 'Eid gifts'. */
const full = () => structuredClone(fixture<Wishlist>('wishlist:full', 'en'));
/** The recorded keys (they are drawn anew whenever the fixtures are recorded). */
const [DEFAULT_KEY, EID_KEY] = full().lists.map((list) => list.key);

/** The requests that would change something, with their bodies. */
async function changes(calls: Request[]) {
  return Promise.all(
    calls
      .filter((call) => call.method !== 'GET')
      .map(async (call) => {
        const text = await call.clone().text();
        return { request: `${call.method} ${new URL(call.url).pathname}`, body: text ? JSON.parse(text) : null };
      }),
  );
}

function open(routes: MockRoute[] = []) {
  const api = mockApi([...routes, { path: '/api/wishlist', body: full() }, ...baseRoutes]);
  const onClose = vi.fn();
  renderWithProviders(<ManageDialog open onClose={onClose} lists={full().lists} />, { locale: 'en' });
  const dialog = screen.getByRole('dialog', { name: 'Manage wishlists' });
  return { ...api, onClose, dialog: within(dialog) };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('ManageDialog', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the shopper’s lists, the default one marked and the unnamed one called "Wishlist"', () => {
    const { dialog } = open();
    const rows = dialog.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Wishlist');
    expect(rows[0]).toHaveTextContent('3 items');
    expect(rows[0]).toHaveTextContent('Default');
    expect(within(rows[0]!).queryByRole('button', { name: /^Set as default/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('heading')).toHaveTextContent('Eid gifts');
    expect(rows[1]).toHaveTextContent('1 item');
    expect(within(rows[1]!).getByRole('button', { name: 'Set as default: Eid gifts' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View: Eid gifts' })).toHaveAttribute(
      'href',
      `/en/wishlist/${EID_KEY}/`,
    );
  });

  it('refuses to create a list without a name, and sends nothing', async () => {
    const { dialog, calls } = open([{ method: 'POST', path: '/api/wishlists', body: full() }]);
    const user = userEvent.setup();
    const field = dialog.getByRole('textbox', { name: /New wishlist name/ });
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(field).toHaveAccessibleDescription('Give the wishlist a name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Only spaces is no name either.
    await user.type(field, '    ');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(field).toHaveAccessibleDescription('Give the wishlist a name.');
    await pause();
    expect(await changes(calls)).toEqual([]);
  });

  it('refuses a name over 60 characters, and sends nothing', async () => {
    const { dialog, calls } = open([{ method: 'POST', path: '/api/wishlists', body: full() }]);
    const user = userEvent.setup();
    const field = dialog.getByRole('textbox', { name: /New wishlist name/ });
    await user.click(field);
    await user.paste('n'.repeat(61));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(field).toHaveAccessibleDescription('A name can be at most 60 characters long.');
    await pause();
    expect(await changes(calls)).toEqual([]);
  });

  it('creates a list with its name, tidied, and says so', async () => {
    const created: Wishlist = {
      ...full(),
      key: 'K7M2QA',
      name: 'Ramadan gifts',
      isDefault: false,
      count: 0,
      items: [],
      ids: {},
    };
    const { dialog, calls } = open([{ method: 'POST', path: '/api/wishlists', body: created }]);
    const user = userEvent.setup();
    const field = dialog.getByRole('textbox', { name: /New wishlist name/ });
    await user.type(field, '  Ramadan    gifts ');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('“Ramadan gifts” was created.')).toBeInTheDocument();
    expect(await changes(calls)).toEqual([{ request: 'POST /api/wishlists', body: { name: 'Ramadan gifts' } }]);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refused creation under the name field', async () => {
    const { dialog } = open([
      {
        method: 'POST',
        path: '/api/wishlists',
        status: 409,
        body: { title: 'Conflict', status: 409, code: 'too_many_wishlists' },
      },
    ]);
    const user = userEvent.setup();
    const field = dialog.getByRole('textbox', { name: /New wishlist name/ });
    await user.type(field, 'Eleventh');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('You already have as many wishlists as you can keep.'),
    );
    expect(field).toHaveValue('Eleventh');
    expect(dialog.queryByText(/was created/)).not.toBeInTheDocument();
  });

  it('makes another list the default with POST …/default, and says so', async () => {
    const { dialog, calls } = open([
      { method: 'POST', path: `/api/wishlists/${EID_KEY}/default`, body: { ...full(), key: EID_KEY! } },
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Set as default: Eid gifts' }));
    expect(await dialog.findByText('“Eid gifts” is now your default wishlist.')).toBeInTheDocument();
    expect(await changes(calls)).toEqual([{ request: `POST /api/wishlists/${EID_KEY}/default`, body: null }]);
  });

  it('asks before deleting a list, and sends nothing on Cancel', async () => {
    const { dialog, calls } = open([{ method: 'DELETE', path: `/api/wishlists/${EID_KEY}`, body: full() }]);
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Delete: Eid gifts' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Eid gifts”?' });
    expect(confirm).toHaveAccessibleDescription('This action cannot be undone. Are you sure?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await pause();
    expect(await changes(calls)).toEqual([]);
  });

  it('deletes a list with DELETE once confirmed, and says so', async () => {
    const { dialog, calls } = open([{ method: 'DELETE', path: `/api/wishlists/${EID_KEY}`, body: full() }]);
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Delete: Eid gifts' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Eid gifts”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('“Eid gifts” was deleted.')).toBeInTheDocument();
    expect(await changes(calls)).toEqual([{ request: `DELETE /api/wishlists/${EID_KEY}`, body: null }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the unnamed list "Wishlist" when asking to delete it', async () => {
    const { dialog, calls } = open([{ method: 'DELETE', path: `/api/wishlists/${DEFAULT_KEY}`, body: full() }]);
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Delete: Wishlist' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Wishlist”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('“Wishlist” was deleted.')).toBeInTheDocument();
    expect((await changes(calls)).map((change) => change.request)).toEqual([`DELETE /api/wishlists/${DEFAULT_KEY}`]);
  });

  it('closes from its close button', async () => {
    const { dialog, onClose } = open();
    await userEvent.click(dialog.getByRole('button', { name: 'Close the wishlist' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
