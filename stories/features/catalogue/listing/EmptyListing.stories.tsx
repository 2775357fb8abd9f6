/** A listing without products, and a search that found nothing with the server's 'did you mean' as a link. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyListing } from '@features/catalogue/components/listing/EmptyListing';

const meta = {
  title: 'Features/Catalogue/Listing/EmptyListing',
  component: EmptyListing,
  parameters: { layout: 'padded' },
  args: { suggestion: null },
} satisfies Meta<typeof EmptyListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoProducts: Story = {};

export const WithSuggestion: Story = { args: { suggestion: { text: 'tagine', href: '/en/shop/?s=tagine' } } };
