/**
 * The shop, category and search listing page (the shell around it: App/Shell), with the feature parts it is
 * made of: ListingView, ListingBreadcrumbs, ListingToolbar, ListingResults, ListingItems and LoadedPageItems.
 * The API is the mock listing server of stories/support/listing.ts, from the real server's answers (Handmade Mugs
 * has 40 products: four pages of 12).
 *
 * Stories tagged `busy` show a state that never ends (a request that never answers): the page stays aria-busy.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { ListingPage } from '@app/routes/listing/ListingPage';
import { ListingRoute } from '@app/routes/listing/ListingRoute';
import { LISTING_LAYOUT_STORAGE_KEY } from '@features/catalogue/model/listing-layout';
import { DEFAULT_SETTINGS, mergeSettings, type StoreSettings } from '@domain/settings';
import type { MockAnswer } from '../../../../tests/support/mock-fetch';
import { fixture } from '../../../../tests/support/fixtures/routes';
import { API_WAIT, failingRoute, msg, pendingRoute, settingsRoute, storyLocale, msgText } from '../../../support/api';
import { FILTERED_CERAMICS_QUERY, listingRoute, MISSPELT_SEARCH } from '../../../support/listing';

function forgetLayout() {
  try {
    window.localStorage.removeItem(LISTING_LAYOUT_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was remembered.
  }
}

/**
 * The page behind the app's own listing routes, so that the page it shows follows the address as in the shop
 * (load more and infinite scroll move the address to the next page). The args document the props the route gives.
 */
function AtListingRoutes() {
  return (
    <Routes>
      {['shop', 'shop/page/:page', 'category/:slug', 'category/:slug/page/:page'].map((path) => (
        <Route key={path} path={`/:locale/${path}`} element={<ListingRoute />} />
      ))}
    </Routes>
  );
}

const meta = {
  title: 'App/ListingPage',
  component: ListingPage,
  render: () => <AtListingRoutes />,
  tags: ['mobile'],
  args: { category: 'handmade-mugs', page: 1 },
  parameters: { route: '/category/handmade-mugs/', api: [listingRoute()] },
  beforeEach: forgetLayout,
} satisfies Meta<typeof ListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's first page in the grid layout, with numbered pages below. */
export const Default: Story = {};

/** The list layout ('grid-one'): one product per row with its short description, chosen with the switcher. */
export const ListLayout: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'button',
      { name: msg(storyLocale(globals), 'listing.layout.grid-one') },
      API_WAIT,
    );
    await userEvent.click(list);
    await waitFor(() => expect(list).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** The spec's page: Handmade Mugs, page 4 ('Shop › Ceramics › Handmade Mugs › Page 4', 'Showing 37–40 of 40'). */
export const PageFour: Story = {
  args: { page: 4 },
  parameters: { route: '/category/handmade-mugs/page/4/' },
};

/** The whole shop, sorted by price (the sort select shows the address's order). */
export const ShopSorted: Story = {
  args: { category: null, page: 1 },
  parameters: { route: '/shop/?orderby=price' },
};

/** Load more: the first page and the button; it also clicks itself when scrolled within 300 px (150 on phones). */
export const LoadMore: Story = {
  parameters: { api: [listingRoute(), settingsRoute({ listing: { pagination: 'load-more' } })] },
};

/** Load more after the last page arrived: the button gives way to 'All products are shown', which is announced. */
export const AllLoaded: Story = {
  args: { page: 3 },
  parameters: {
    route: '/category/handmade-mugs/page/3/',
    api: [listingRoute(), settingsRoute({ listing: { pagination: 'load-more' } })],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: msg(locale, 'listing.loadMore') }, API_WAIT));
    await canvas.findByText(msgText(locale, 'listing.allShown'), { selector: 'p' }, API_WAIT);
  },
};

/**
 * The store makes the size list single-choice (listing.singleChoiceFilters): its terms are radios after 'Any', one at a
 * time; the material list still toggles. (Over the defaults: the recorded settings predate this setting.)
 */
export const SingleChoiceFilter: Story = {
  parameters: {
    route: '/category/handmade-mugs/',
    api: [
      listingRoute(),
      {
        path: '/api/settings',
        body: mergeSettings(DEFAULT_SETTINGS, fixture<StoreSettings>('settings', 'all'), {
          listing: { singleChoiceFilters: ['size'] },
        }),
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const title = msg(locale, 'catalogue.filters.title');
    // On a phone the filters sit in a drawer: open it to show the radios.
    const drawerButton = await waitFor(() => {
      const button = canvas.queryByRole('button', { name: (name) => name.startsWith(title) });
      if (!button && canvas.queryAllByRole('radio').length === 0) throw new Error('No filters yet');
      return button;
    }, API_WAIT);
    if (drawerButton) await userEvent.click(drawerButton);
    await within(canvasElement.ownerDocument.body).findAllByRole(
      'radio',
      { name: msg(locale, 'catalogue.filters.any') },
      API_WAIT,
    );
  },
};

/** Infinite scroll: pages load as the shopper scrolls; the button stays for keyboard users. */
export const Infinite: Story = {
  parameters: { api: [listingRoute(), settingsRoute({ listing: { pagination: 'infinite' } })] },
};

/** A listing with no products: WooCommerce's 'No products were found matching your selection.' */
export const Empty: Story = {
  parameters: { api: [listingRoute((page) => ({ ...page, total: 0, pageCount: 1, items: [] }))] },
};

/** A search that found nothing, with the server's 'did you mean' as a link. */
export const SearchWithSuggestion: Story = {
  args: { category: null, page: 1 },
  parameters: { route: `/shop/?s=${MISSPELT_SEARCH}` },
};

/** The first load: skeletons shaped like the cards, the region aria-busy and 'Loading…' for screen readers. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/catalogue/listing')] },
};

/** The request failed: what happened, and 'Try again'. */
export const ServerError: Story = {
  parameters: { api: [failingRoute('/api/catalogue/listing')] },
};

let attempts = 0;

/** 'Try again' after a failure: the second attempt succeeds and the products replace the alert. */
export const RetryAfterError: Story = {
  beforeEach: () => {
    attempts = 0;
    forgetLayout();
  },
  parameters: {
    api: [
      {
        path: '/api/catalogue/listing',
        handler: (request: Request): MockAnswer => {
          attempts += 1;
          if (attempts === 1) return { status: 500, body: { status: 500, code: 'server_error' } };
          return listingRoute().handler!(request) as MockAnswer;
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: msg(storyLocale(globals), 'common.retry') }, API_WAIT),
    );
    await canvas.findByRole('region', { name: msg(storyLocale(globals), 'listing.results') }, API_WAIT);
  },
};

/** Ceramics with filters from the address: the sidebar's widgets and the active-filters bar show them. */
export const Filtered: Story = {
  args: { category: 'ceramics' },
  parameters: { route: `/category/ceramics/?${FILTERED_CERAMICS_QUERY}` },
};

/** The whole shop: fourteen pages, so the pagination shows its ellipsis. */
export const ShopManyPages: Story = {
  args: { category: null, page: 7 },
  parameters: { route: '/shop/page/7/' },
};

/** An address the shop cannot read: the alert names the parameter and offers the listing without filters. */
export const InvalidParameter: Story = {
  parameters: { route: '/category/handmade-mugs/?min_price=cheap' },
};
