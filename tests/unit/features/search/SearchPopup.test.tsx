import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_SETTINGS, mergeSettings, type DeepPartial, type StoreSettings } from '@domain/settings';
import { SearchButton } from '@features/search/components/SearchButton';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { setViewportWidth } from '../navigation/fixtures';

const price = { regular: 25000, sale: null, min: 25000, max: 25000 };
const card = (id: number, name: string) => ({ id, slug: `product-${id}`, name, price, image: null });

function settings(overrides: DeepPartial<StoreSettings> = {}): MockRoute {
  return { path: '/api/settings', body: mergeSettings(DEFAULT_SETTINGS, overrides) };
}

/** The current address, read outside the dialog (the page behind a modal is hidden from role queries). */
const address = () => document.querySelector('output[data-address]');

function Where() {
  const { pathname, search } = useLocation();
  return <output data-address="">{`${pathname}${search}`}</output>;
}

function renderSearch(locale: 'en' | 'ar' = 'en') {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchButton categories={[{ slug: 'tagines', name: 'Tagines', depth: 0 }]} />
            <Where />
          </>
        }
      />
    </Routes>,
    { locale },
  );
  return user;
}

const searchField = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: /Search for products|ابحث عن منتجات/ });

async function openPopup(user: ReturnType<typeof userEvent.setup>, name = 'Search') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('search popup', { timeout: 20_000 }, () => {
  let calls: Request[];
  const routes: MockRoute[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setViewportWidth(1280, { reducedMotion: true });
    routes.splice(0, routes.length, settings(), {
      path: '/api/catalogue/search/popular',
      body: { keywords: ['tagine', 'zellige'] },
    });
    calls = mockApi(routes).calls;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const searches = () => calls.filter((c) => new URL(c.url).pathname === '/api/catalogue/search');

  it('shows popular keywords until the query has 3 characters, then live results after the delay', async () => {
    routes.push({
      path: '/api/catalogue/search',
      handler: () => ({
        body: { s: 'tag', total: 9, items: [card(1, 'Tagine of Safi'), card(2, 'Tagine pot')], suggestion: null },
      }),
    });
    const user = renderSearch();
    const dialog = await openPopup(user);
    expect(dialog).toHaveAccessibleName('Search the shop');
    const field = within(dialog).getByRole('combobox', { name: 'Search for products' });
    expect(field).toHaveFocus();
    expect(await within(dialog).findByRole('link', { name: 'tagine' })).toHaveAttribute('href', '/en/shop/?s=tagine');

    await user.type(field, 'ta');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(searches()).toHaveLength(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Type at least 3 characters to see products.');

    await user.type(field, 'g');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    const list = await within(dialog).findByRole('listbox', { name: 'Products found' });
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    expect(within(dialog).getByRole('status')).toHaveTextContent('9 products found');
    expect(new URL(searches()[0]!.url).searchParams.get('s')).toBe('tag');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).queryByRole('link', { name: 'tagine' })).toBeNull();
  });

  it.each([
    ['en', 'Search', 'More than 1,000 products found'],
    ['ar', 'بحث', 'عُثر على أكثر من 1,000 منتج'],
  ] as const)('says "more than" the total of a search past the ranking window (%s)', async (locale, button, text) => {
    routes.push({
      path: '/api/catalogue/search',
      body: {
        s: 'mug',
        total: 1000,
        moreThanTotal: true,
        items: [card(1, 'Blue mug'), card(2, 'Green mug')],
        suggestion: null,
      },
    });
    const user = renderSearch(locale);
    const dialog = await openPopup(user, button);
    await user.type(searchField(dialog), 'mug');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await within(dialog).findByRole('listbox');
    expect(within(dialog).getByRole('status')).toHaveTextContent(text);
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    routes.push({
      path: '/api/catalogue/search',
      body: { s: 'mug', total: 2, items: [card(1, 'Blue mug'), card(2, 'Green mug')], suggestion: null },
    });
    const user = renderSearch();
    const dialog = await openPopup(user);
    const field = searchField(dialog);
    await user.type(field, 'mug');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    const options = within(await within(dialog).findByRole('listbox')).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(address()).toHaveTextContent('/en/product/product-2/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('submits to the results page in the chosen category, and says why an empty search does nothing', async () => {
    const user = renderSearch();
    const dialog = await openPopup(user);
    const field = searchField(dialog);
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter what you are looking for.');
    expect(address()).toHaveTextContent('/en/');

    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    // 'All categories' is the empty value: the label must sit above it, not on it.
    expect(category).toHaveDisplayValue('All categories');
    expect(dialog.querySelector(`label[for="${category.id}"]`)).toHaveAttribute('data-shrink', 'true');
    await user.selectOptions(category, 'tagines');
    await user.type(field, 'safi');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.keyboard('{Enter}');
    expect(address()).toHaveTextContent('/en/category/tagines/?s=safi');
  });

  it('closes with Escape and gives focus back to the search button', async () => {
    const user = renderSearch('ar');
    const dialog = await openPopup(user, 'بحث');
    expect(dialog).toHaveAccessibleName('ابحث في المتجر');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'بحث' })).toHaveFocus();
  });

  it('offers the suggestion of a search that found nothing, and searches it when chosen', async () => {
    routes.push({
      path: '/api/catalogue/search',
      handler: (request) => {
        const s = new URL(request.url).searchParams.get('s');
        return s === 'tajine'
          ? { body: { s, total: 0, items: [], suggestion: 'tagine' } }
          : { body: { s, total: 1, items: [card(3, 'Tagine')], suggestion: null } };
      },
    });
    const user = renderSearch();
    const dialog = await openPopup(user);
    await user.type(searchField(dialog), 'tajine');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('No products were found matching your selection.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Did you mean “tagine”?' }));
    expect(searchField(dialog)).toHaveValue('tagine');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(
      await within(await within(dialog).findByRole('listbox')).findByRole('option', { name: /Tagine/ }),
    ).toBeInTheDocument();
  });

  it('does not search live when the store turned it off', async () => {
    routes[0] = settings({ search: { ajaxDisabled: true } });
    const user = renderSearch();
    const dialog = await openPopup(user);
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(''));
    await user.type(searchField(dialog), 'tagine');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(searches()).toHaveLength(0);
  });

  it('says when the search failed and tries again on request', async () => {
    let attempts = 0;
    routes.push({
      path: '/api/catalogue/search',
      handler: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { type: 'about:blank', title: 'Server error', status: 500, code: 'server_error' } }
          : { body: { s: 'bowl', total: 1, items: [card(4, 'Bowl')], suggestion: null } };
      },
    });
    const user = renderSearch();
    const dialog = await openPopup(user);
    await user.type(searchField(dialog), 'bowl');
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect(
      await within(await within(dialog).findByRole('listbox')).findByRole('option', { name: /Bowl/ }),
    ).toBeInTheDocument();
  });
});
