/** The header's wishlist link. Empty (0) and 12 items are shown in the Header stories (Default, WithCounts). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistButton } from '@features/wishlist/components/WishlistButton';

const meta = {
  title: 'Features/Wishlist/WishlistButton',
  component: WishlistButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 99 items: the badge says '99+', the accessible name the real count. */
export const ManyItems: Story = { args: { count: 120 } };
