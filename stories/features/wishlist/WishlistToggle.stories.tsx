/**
 * The wishlist button of product pages (variant 'button') and cards (variant 'icon') in each state and after each
 * button_action, with the popup, the toast and the status region it speaks through.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';
import { API_WAIT, failingRoute, msg, pendingRoute, settingsRoute, storyLocale, msgText } from '../../support/api';
import {
  addedRoute,
  savedProduct,
  withSettingsLoaded,
  withWishlistCookie,
  withWishlistUi,
  wishlistRoute,
} from '../../support/wishlist';

const product = savedProduct();

const meta = {
  title: 'Features/Wishlist/WishlistToggle',
  component: WishlistToggle,
  decorators: [withWishlistUi],
  parameters: { layout: 'padded', api: [addedRoute] },
  args: { productId: 999_999, name: product.product.name, variant: 'button' },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const press: Story['play'] = async ({ canvasElement, globals }) => {
  // Found, not got: a story waiting for the settings renders the button once they have come.
  await userEvent.click(
    await within(canvasElement).findByRole(
      'button',
      { name: msg(storyLocale(globals), 'wishlist.toggle.add') },
      API_WAIT,
    ),
  );
};

/** Not saved: 'Add to wishlist' with an empty heart. */
export const Normal: Story = {};

/** On a card's picture: the heart alone, the product's name in the button's name. */
export const Icon: Story = { args: { variant: 'icon' } };

/** Saved (the visitor's list has it): 'Browse wishlist' with a filled heart. */
export const Added: Story = {
  args: { productId: product.id },
  parameters: { api: [wishlistRoute('full')] },
  beforeEach: withWishlistCookie,
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: msg(storyLocale(globals), 'wishlist.toggle.browse') },
      API_WAIT,
    );
  },
};

/** Saved, on a card. */
export const AddedIcon: Story = {
  ...Added,
  args: { productId: product.id, variant: 'icon' },
  play: async ({ canvasElement, globals }) => {
    const browse = msg(storyLocale(globals), 'wishlist.toggle.browse');
    await within(canvasElement).findByRole('button', { name: (name) => name.startsWith(browse) }, API_WAIT);
  },
};

/** Saved, where a second press removes it (button_action_added 'remove'): 'Remove from wishlist'. */
export const AddedRemoves: Story = {
  ...Added,
  parameters: { api: [wishlistRoute('full'), settingsRoute({ wishlist: { buttonActionAdded: 'remove' } })] },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: msg(storyLocale(globals), 'wishlist.toggle.remove') },
      API_WAIT,
    );
  },
};

/** Pressed, the answer on its way: a spinner, the button busy. */
export const Adding: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/wishlist/items', 'POST')] },
  play: press,
};

/** Added with button_action 'list' (the default): the popup opens with the notice. */
export const AddedOpensPopup: Story = {
  tags: ['mobile'],
  play: async (context) => {
    await press(context);
    const locale = storyLocale(context.globals);
    const popup = await screen.findByRole('dialog', { name: msg(locale, 'wishlist.title') }, API_WAIT);
    await within(popup).findAllByRole('listitem', {}, API_WAIT);
  },
};

/** Added with button_action 'message': the toast with the product's picture at the top of the end side. */
export const AddedShowsToast: Story = {
  tags: ['mobile'],
  decorators: [withSettingsLoaded],
  parameters: { api: [addedRoute, settingsRoute({ wishlist: { buttonAction: 'message' } })] },
  play: async (context) => {
    await press(context);
    await screen.findByText(msgText(storyLocale(context.globals), 'wishlist.toast.title'), {}, API_WAIT);
  },
};

/** The server refused (the product is no longer sold): said in the button's status region; nothing changes. */
export const Refused: Story = {
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/wishlist/items',
        status: 404,
        body: {
          type: 'urn:zellige:problem:product_not_found',
          title: 'Not Found',
          status: 404,
          code: 'product_not_found',
        },
      },
    ],
  },
  play: async (context) => {
    await press(context);
    await expect(
      await screen.findByText(msgText(storyLocale(context.globals), 'wishlist.error.productNotFound'), {}, API_WAIT),
    ).toBeInTheDocument();
  },
};

/** The server failed: the general sentence. */
export const Failed: Story = {
  parameters: { api: [failingRoute('/api/wishlist/items', 'POST')] },
  play: async (context) => {
    await press(context);
    await screen.findByText(msgText(storyLocale(context.globals), 'wishlist.error.generic'), {}, API_WAIT);
  },
};
