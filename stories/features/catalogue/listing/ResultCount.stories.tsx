/**
 * The result count in WooCommerce's wording, with plurals in every locale. What is seen changes at once; the
 * status region that screen readers hear follows 2 s after the last change.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCount } from '@features/catalogue/components/listing/ResultCount';
import { resultCount } from '@features/catalogue/model/listing-pagination';

const meta = {
  title: 'Features/Catalogue/Listing/ResultCount',
  component: ResultCount,
  parameters: { layout: 'padded' },
  args: { count: resultCount(52, 4, 12), refreshMs: 2000 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Showing 37–48 of 52 results'. */
export const Range: Story = {};

/** 'Showing all 5 results'. */
export const All: Story = { args: { count: resultCount(5, 1, 12) } };

/** Two results: Arabic's dual form. */
export const Two: Story = { args: { count: resultCount(2, 1, 12) } };

/** 'Showing the single result'. */
export const Single: Story = { args: { count: resultCount(1, 1, 12) } };

/** No products. */
export const None: Story = { args: { count: resultCount(0, 1, 12) } };

/** After two load-more presses: 'Showing 1–36 of 52 results'. */
export const AfterLoadMore: Story = { args: { count: resultCount(52, 3, 12, 1) } };

/** A search broader than the server's ranking window: 'Showing 1–12 of more than 1,000 results'. */
export const MoreThanTotal: Story = { args: { count: resultCount(1000, 1, 12, 1, true) } };
