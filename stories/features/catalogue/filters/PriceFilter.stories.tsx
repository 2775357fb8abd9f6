import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@mui/material';
import { PriceFilter } from '@features/catalogue/components/filters/PriceFilter';
import { msg, storyLocale } from '../../../support/api';
import { Controlled, storyFilters } from './story-data';

/** The price range widget, as wide as the sidebar. */
const meta = {
  title: 'Features/Catalogue/Filters/PriceFilter',
  component: PriceFilter,
  parameters: { layout: 'padded' },
  args: { price: { min: 9_950, max: 120_000 }, filters: storyFilters(), onChange: () => {} },
  argTypes: { filters: { control: false } },
  render: (args) => (
    <Box sx={{ maxInlineSize: 300 }}>
      <Controlled initial={args.filters}>
        {(filters, onChange) => <PriceFilter {...args} filters={filters} onChange={onChange} />}
      </Controlled>
    </Box>
  ),
} satisfies Meta<typeof PriceFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No price filter: the thumbs at the listing's cheapest and dearest prices, rounded outward to whole dirhams. */
export const Default: Story = {};

/** A range from the address: 100 to 400 dirhams. */
export const WithRange: Story = { args: { filters: storyFilters({ minPrice: 10_000, maxPrice: 40_000 }) } };

/** A minimum typed above the maximum: the error, with both entries kept. */
export const WithError: Story = {
  args: { filters: storyFilters({ maxPrice: 40_000 }) },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', {
      name: msg(locale, 'catalogue.filters.price.minInput', { currency: 'MAD' }),
    });
    await userEvent.type(min, '500{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(msg(locale, 'catalogue.filters.price.errorOrder'));
  },
};
