/** The count pill of the header's cart and wishlist buttons and of the filter button (decorative: the count is in the control's name). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Box } from '@mui/material';
import { CountBadge } from '@shared/ui/CountBadge';

const meta = {
  title: 'Shared/CountBadge',
  component: CountBadge,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <Box sx={{ padding: 2 }}>{Story()}</Box>],
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On an icon, at its top end corner (top left in Arabic). */
export const OnIcon: Story = { args: { count: 3, children: <ShoppingBagOutlinedIcon /> } };

/** An empty cart still shows its zero. */
export const Zero: Story = { args: { count: 0, children: <ShoppingBagOutlinedIcon /> } };

/** Above the maximum: '99+'. */
export const Overflow: Story = { args: { count: 120, children: <ShoppingBagOutlinedIcon /> } };

/** Inline, after a label (the filter button's active-filter count). */
export const Inline: Story = { args: { count: 4, color: 'primary' } };
