/**
 * The catalogue part of the home page, with the pieces it is made of and that are never used alone:
 * HomeSection, CategoryTiles and CategoryTile (Default, LongNames: a tile without a picture), FeaturedProducts
 * (Default, Empty), GridSkeleton (Loading), LoadError (ServerError, Retrying), and CardGrid, CardImage and CardLink.
 *
 * Stories tagged `busy` show a state that never ends (a request that never answers): the page stays aria-busy.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import type { MockAnswer } from '../../../tests/support/mock-fetch';
import {
  failingRoute,
  homeRoute,
  LONG_CATEGORY_NAME,
  LONG_PRODUCT_NAME,
  msg,
  pendingRoute,
  storyLocale,
  API_WAIT,
} from '../../support/api';

const meta = {
  title: 'Features/Catalogue/HomeCatalogue',
  component: HomeCatalogue,
  tags: ['mobile'],
  decorators: [
    (Story) => (
      <Box sx={{ paddingInline: { xs: 2, md: 3 } }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof HomeCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Skeletons shaped like the tiles and cards; the sections are aria-busy and say 'Loading…' to screen readers. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/catalogue/home')] },
};

/** The request failed: what happened, in the shopper's language, and 'Try again'. */
export const ServerError: Story = {
  parameters: { api: [failingRoute('/api/catalogue/home')] },
};

let homeRequests = 0;

/**
 * After 'Try again': the alert stays with its button busy and aria-disabled (still focusable, so focus is not
 * lost). The first request fails, the retry never answers.
 */
export const Retrying: Story = {
  // The retry never answers: the story stays busy.
  tags: ['busy'],
  beforeEach: () => {
    homeRequests = 0;
  },
  parameters: {
    api: [
      {
        path: '/api/catalogue/home',
        handler: () => {
          homeRequests += 1;
          if (homeRequests > 1) return new Promise<MockAnswer>(() => undefined);
          return { status: 500, body: { status: 500, code: 'server_error' } };
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: msg(storyLocale(globals), 'common.retry') }, API_WAIT);
    await userEvent.click(retry);
    // The busy state renders just after the click's request leaves: wait for it.
    await waitFor(() => expect(retry).toHaveAttribute('aria-disabled', 'true'), API_WAIT);
  },
};

export const Empty: Story = {
  parameters: { api: [homeRoute(() => ({ categories: [], featured: [] }))] },
};

/** A very long category name (the first tile, which also has no picture) and a very long product name. */
export const LongNames: Story = {
  parameters: {
    api: [
      homeRoute((home, locale) => {
        const [category, ...categories] = home.categories;
        const [product, ...featured] = home.featured;
        return {
          categories: category
            ? [{ ...category, name: LONG_CATEGORY_NAME[locale], image: null }, ...categories]
            : categories,
          featured: product ? [{ ...product, name: LONG_PRODUCT_NAME[locale] }, ...featured] : featured,
        };
      }),
    ],
  },
};
