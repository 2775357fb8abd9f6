/** The 'Wishlist' entry of My Account's navigation: a link to the page, or (page_myaccount 'yes_popup') the popup. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { AccountWishlistLink } from '@features/wishlist/components/AccountWishlistLink';
import { API_WAIT, msg, settingsRoute, storyLocale } from '../../support/api';
import { withWishlistCookie, withWishlistUi, wishlistRoute } from '../../support/wishlist';

const meta = {
  title: 'Features/Wishlist/AccountWishlistLink',
  component: AccountWishlistLink,
  decorators: [withWishlistUi],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AccountWishlistLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** page_myaccount 'yes' (the default): a link to the wishlist page. */
export const Link: Story = {};

/** page_myaccount 'yes_popup': a button, pressed here, that opens the popup. */
export const OpensPopup: Story = {
  tags: ['mobile'],
  parameters: { api: [wishlistRoute('full'), settingsRoute({ wishlist: { pageMyAccount: 'yes_popup' } })] },
  beforeEach: withWishlistCookie,
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: msg(locale, 'wishlist.title') }, API_WAIT),
    );
    await within(await screen.findByRole('dialog', {}, API_WAIT)).findAllByRole('listitem', {}, API_WAIT);
  },
};
