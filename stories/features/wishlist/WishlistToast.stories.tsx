/** The toast after an add (button_action 'message'), at the top of the end side, with the product's picture. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WishlistToast } from '@features/wishlist/components/WishlistToast';
import { storyLocale } from '../../support/api';
import { wishlistOf } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/WishlistToast',
  component: WishlistToast,
  tags: ['mobile'],
  args: { toast: null, onDismiss: () => undefined, durationMs: 0 },
  render: (args, { globals }) => {
    const item = wishlistOf('full', storyLocale(globals)).items[0]!;
    return <WishlistToast {...args} toast={{ name: item.product.name, image: item.image }} />;
  },
} satisfies Meta<typeof WishlistToast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown (kept on screen for the snapshot; it leaves after 3000 ms in the shop). */
export const Shown: Story = {};

/** A product without a picture: the text alone. */
export const WithoutPicture: Story = {
  render: (args, { globals }) => {
    const item = wishlistOf('full', storyLocale(globals)).items[0]!;
    return <WishlistToast {...args} toast={{ name: item.product.name, image: null }} />;
  },
};
