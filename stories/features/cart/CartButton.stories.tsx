/** The header's cart link. Empty (0) and a few items (3) are shown in the Header stories (Default, WithCounts). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartButton } from '@features/cart/components/CartButton';

const meta = {
  title: 'Features/Cart/CartButton',
  component: CartButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 99 items: the badge says '99+', the accessible name the real count. */
export const ManyItems: Story = { args: { count: 120 } };
