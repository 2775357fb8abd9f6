/** Address parameters the shop cannot read, named, with 'Clear filters'. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvalidParamsAlert } from '@features/catalogue/components/listing/InvalidParamsAlert';

const meta = {
  title: 'Features/Catalogue/Listing/InvalidParamsAlert',
  component: InvalidParamsAlert,
  parameters: { layout: 'padded' },
  args: { params: ['min_price'], clearHref: '/en/shop/' },
} satisfies Meta<typeof InvalidParamsAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneParameter: Story = {};

/** Two parameters: the plural wording (Arabic's dual), the names joined as a list. */
export const TwoParameters: Story = { args: { params: ['min_price', 'filter_colour'] } };

export const ThreeParameters: Story = { args: { params: ['min_price', 'max_price', 'orderby'] } };
