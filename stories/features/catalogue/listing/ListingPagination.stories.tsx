/** Numbered pages of a listing: real links in a 'Pagination' landmark; previous/next chevrons flip in Arabic. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListingPagination } from '@features/catalogue/components/listing/ListingPagination';

const meta = {
  title: 'Features/Catalogue/Listing/ListingPagination',
  component: ListingPagination,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: {
    page: 4,
    pageCount: 5,
    hrefFor: (page: number) => (page > 1 ? `/category/handmade-mugs/page/${page}/` : '/category/handmade-mugs/'),
  },
  argTypes: { hrefFor: { control: false } },
} satisfies Meta<typeof ListingPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Handmade Mugs, page 4 of 5. */
export const Default: Story = {};

/** The first page: no 'Previous page'. */
export const FirstPage: Story = { args: { page: 1 } };

/** The last page: no 'Next page'. */
export const LastPage: Story = { args: { page: 5 } };

/** A long listing: both ellipses, and (in ar) the arrows pointing the right-to-left way. */
export const ManyPages: Story = { args: { page: 50, pageCount: 100 } };
