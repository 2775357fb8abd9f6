/** The cart page (`/:locale/cart/`): the drawer's cart laid out for a page. Carts are the recorded answers. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { CartPage } from '@app/routes/cart/CartPage';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { cartRoute } from '../../support/cart';

const meta = {
  title: 'App/CartPage',
  component: CartPage,
  tags: ['mobile'],
  parameters: { api: [cartRoute('full')] },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines beside the summary (stacked on a phone). */
export const Full: Story = {
  play: async ({ globals }) => {
    await screen.findByRole('button', { name: msg(storyLocale(globals), 'cart.addon.coupon') }, API_WAIT);
  },
};

/** An empty cart. */
export const Empty: Story = {
  parameters: { api: [cartRoute('empty')] },
  play: async ({ globals }) => {
    await screen.findByText(msgText(storyLocale(globals), 'cart.empty'), {}, API_WAIT);
  },
};
