/** Price and ProductPrice; VisuallyHidden (the spoken price beside the visible one) is covered here too. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { Price } from '@shared/ui/Price';
import { ProductPrice } from '@shared/ui/ProductPrice';

const meta = {
  title: 'Shared/Price',
  component: ProductPrice,
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, fontSize: '1.25rem' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = { args: { price: { regular: 12900, sale: null, min: 12900, max: 12900 } } };
export const OnSale: Story = { args: { price: { regular: 45000, sale: 36000, min: 36000, max: 36000 } } };
export const Range: Story = { args: { price: { regular: 25000, sale: null, min: 25000, max: 129900 } } };
export const Zero: Story = { args: { price: { regular: 0, sale: null, min: 0, max: 0 } } };
export const Large: Story = {
  args: { price: { regular: 100_000_000, sale: null, min: 100_000_000, max: 100_000_000 } },
};
export const ApproximateInEuro: Story = {
  args: { price: { regular: 123450, sale: null, min: 123450, max: 123450 } },
  parameters: { preloadedState: { preferences: { displayCurrency: 'EUR' } } },
};
export const Negative: Story = {
  args: { price: { regular: 0, sale: null, min: 0, max: 0 } },
  render: () => <Price amount={-1200} approximate={false} />,
};
