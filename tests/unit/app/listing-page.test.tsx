import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { makeStore } from '@app/store';
import { AppRoutes } from '@app/router';
import { DEFAULT_SETTINGS, mergeSettings, type StoreSettings } from '@domain/settings';
import { mockApi, type MockRoute } from '../../support/mock-api';
import { baseRoutes, fixture } from '../../support/fixtures/routes';
import { listingFixture, listingRoute } from '../../../stories/support/listing';

beforeAll(async () => {
  await import('@app/routes/listing/ListingWithCardPurchase');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="description"]')?.remove();
});

/** Shows where the router is and how it got there: the page's address is its state. */
function LocationProbe() {
  const location = useLocation();
  const type = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location" data-navigation={type}>{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
    </>
  );
}

const settings = (pagination: StoreSettings['listing']['pagination']): MockRoute => ({
  path: '/api/settings',
  body: mergeSettings(fixture<StoreSettings>('settings', 'all'), { listing: { pagination } }),
});

async function renderAt(path: string, routes: MockRoute[] = []) {
  const api = mockApi([...routes, listingRoute(), ...baseRoutes]);
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    );
  });
  return api;
}

const location = () => screen.getByTestId('location');
const listingCalls = (calls: Request[]) =>
  calls.map((c) => new URL(c.url)).filter((u) => u.pathname === '/api/catalogue/listing');

describe('listing routes', () => {
  it('reads the page from the path and the rest from the query, and names page 4 of Handmade Mugs', async () => {
    const { calls } = await renderAt('/en/category/handmade-mugs/page/4/?orderby=price&utm_source=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Handmade Mugs' })).toBeInTheDocument();
    const request = listingCalls(calls).at(-1)!;
    expect(Object.fromEntries(request.searchParams)).toEqual({
      locale: 'en',
      category: 'handmade-mugs',
      page: '4',
      per_page: '12',
      orderby: 'price',
    });
    await waitFor(() => expect(document.title).toBe('Handmade Mugs – Page 4 – Zellige'));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop/');
    expect(within(trail).getByRole('link', { name: 'Ceramics' })).toHaveAttribute('href', '/en/category/ceramics/');
    expect(within(trail).getByText('Page 4')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 37–40 of 40 results', { selector: '[role="status"]' })).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/category/handmade-mugs/page/3/?orderby=price',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en/category/handmade-mugs/?orderby=price',
    );
    // The current page is a link to itself marked aria-current, not a Tab stop that does nothing.
    const current = within(pagination).getByRole('link', { name: 'Page 4' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/en/category/handmade-mugs/page/4/?orderby=price');
    expect(within(pagination).queryAllByRole('button')).toEqual([]);
  });

  it('replaces /page/1 with the address without it, keeping the query', async () => {
    await renderAt('/fr/shop/page/1/?orderby=date');
    await waitFor(() => expect(location()).toHaveTextContent('/fr/shop/?orderby=date'));
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
  });

  it.each([
    ['a page that is not a number', '/en/shop/page/deux/'],
    ['an unknown category', '/en/category/no-such-thing/'],
    ['a page past the last', '/en/category/handmade-mugs/page/9/'],
  ])('shows the not-found page for %s', async (_, path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Zellige — Moroccan handmade goods');
  });

  it('names an invalid address parameter instead of listing, with a way to clear the filters', async () => {
    await renderAt('/en/category/handmade-mugs/?min_price=cheap&s=mug');
    expect(
      await screen.findByText('The filter “min_price” in the address is not valid.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/en/category/handmade-mugs/?s=mug',
    );
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Search results for “mug” – Zellige'));
  });

  it('pushes a new history entry when the sort order changes, and asks for the sorted first page', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAt('/en/shop/page/2/');
    await screen.findByRole('heading', { level: 1, name: 'Shop' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Shop order' }), 'Sort by price: high to low');
    await waitFor(() => expect(location()).toHaveTextContent('/en/shop/?orderby=price-desc'));
    expect(location()).toHaveAttribute('data-navigation', 'PUSH');
    await waitFor(() => expect(listingCalls(calls).at(-1)?.searchParams.get('orderby')).toBe('price-desc'));
    expect(listingCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('appends the next page with load more, replacing the address, and says how many arrived', async () => {
    const user = userEvent.setup();
    await renderAt('/en/category/handmade-mugs/', [settings('load-more')]);
    await screen.findByRole('heading', { level: 1, name: 'Handmade Mugs' });
    const products = () =>
      within(screen.getByRole('region', { name: 'Products' })).getAllByRole('heading', { level: 3 });
    await waitFor(() => expect(products()).toHaveLength(12));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(products()).toHaveLength(24));
    expect(location()).toHaveTextContent('/en/category/handmade-mugs/page/2/');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(screen.getByText('12 more products loaded')).toBeInTheDocument();
  });

  it('says "more than" the total of a search past the ranking window, and not that all products are shown', async () => {
    // The server lists 1 000 of the matches (84 pages of 12) and says more match.
    const windowed: MockRoute = {
      path: '/api/catalogue/listing',
      handler: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        return { body: { ...listingFixture('en', { page, total: 1000 }), moreThanTotal: true } };
      },
    };
    await renderAt('/en/shop/page/84/?s=mug', [settings('load-more'), windowed]);
    expect(
      await screen.findByText('Showing 997–1000 of more than 1,000 results', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only 1,000 products are shown. Refine your search to see the others.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('All products are shown')).not.toBeInTheDocument();
  });

  it('takes focus to the first new product when Load more is pressed with the keyboard', async () => {
    const user = userEvent.setup();
    await renderAt('/en/category/handmade-mugs/', [settings('load-more')]);
    const button = await screen.findByRole('button', { name: 'Load more' });
    button.focus();
    await user.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Products' });
    // Each card's name links to its product (the card's other controls are its swatches and button).
    const productLinks = () =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((name) => within(name).getByRole('link'));
    await waitFor(() => expect(productLinks()).toHaveLength(24));
    await waitFor(() => expect(productLinks()[12]).toHaveFocus());
  });

  it('switches to the list layout with a toggle button and remembers it', async () => {
    const user = userEvent.setup();
    window.localStorage.removeItem('zellige.listing-layout');
    await renderAt('/en/category/handmade-mugs/');
    const layout = await screen.findByRole('group', { name: 'Layout' });
    const list = within(layout).getByRole('button', { name: 'List view' });
    expect(within(layout).getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('zellige.listing-layout')).toBe('grid-one');
    window.localStorage.removeItem('zellige.listing-layout');
  });

  it('restores the previous listing on back, from the cache, without asking the server again', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAt('/en/category/handmade-mugs/page/2/');
    await screen.findByText('Showing 13–24 of 40 results', { selector: '[role="status"]' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop order' }), 'Sort by latest');
    await waitFor(() => expect(listingCalls(calls).at(-1)?.searchParams.get('orderby')).toBe('date'));
    const requests = listingCalls(calls).length;
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/category/handmade-mugs/page/2/'));
    expect(location()).toHaveAttribute('data-navigation', 'POP');
    expect(screen.getByRole('combobox', { name: 'Shop order' })).toHaveDisplayValue('Default sorting');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByLabelText('Page 2')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(listingCalls(calls)).toHaveLength(requests);
  });

  it('takes one term at a time in a list the store makes single-choice, and toggles every other list', async () => {
    const user = userEvent.setup();
    const single: MockRoute = {
      path: '/api/settings',
      // Over the defaults: the recorded settings predate this one.
      body: mergeSettings(DEFAULT_SETTINGS, fixture<StoreSettings>('settings', 'all'), {
        listing: { singleChoiceFilters: ['size'] },
      }),
    };
    await renderAt('/en/category/handmade-mugs/', [single]);
    await screen.findAllByRole('group', { name: /^Size/ });
    const sizes = screen.getAllByRole('group', { name: /^Size/ })[0]!;
    const [any, first, second] = await within(sizes).findAllByRole('radio');
    expect(any).toBeChecked();
    await user.click(first!);
    await waitFor(() => expect(location().textContent).toMatch(/filter_size=[a-z0-9-]+$/));
    await user.click(second!);
    await waitFor(() => expect(second).toBeChecked());
    expect(new URLSearchParams(location().textContent!.split('?')[1]).get('filter_size')).not.toContain(',');
    // The material list is not single-choice: its terms are checkboxes that add up.
    const materials = screen.getAllByRole('group', { name: /^Material/ })[0]!;
    expect(within(materials).queryAllByRole('radio')).toHaveLength(0);
    expect(within(materials).getAllByRole('checkbox')).toHaveLength(2);
  });
});
