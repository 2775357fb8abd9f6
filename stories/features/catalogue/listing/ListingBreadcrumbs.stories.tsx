/** The listing's trail: Shop › ancestors › category › search › Page N; the last crumb is the current page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListingBreadcrumbs } from '@features/catalogue/components/listing/ListingBreadcrumbs';
import { storyLocale } from '../../../support/api';
import { listingFixture } from '../../../support/listing';

const meta = {
  title: 'Features/Catalogue/Listing/ListingBreadcrumbs',
  component: ListingBreadcrumbs,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { category: null, page: 1, search: '' },
  argTypes: { category: { control: false } },
} satisfies Meta<typeof ListingBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {};

/** The spec's trail: Shop › Ceramics › Handmade Mugs › Page 4, in the story's locale. */
export const CategoryPageFour: Story = {
  args: { page: 4 },
  render: (args, { globals }) => (
    <ListingBreadcrumbs
      {...args}
      category={listingFixture(storyLocale(globals), { category: 'handmade-mugs' }).category}
    />
  ),
};

export const Search: Story = { args: { search: 'tagine', page: 2 } };
