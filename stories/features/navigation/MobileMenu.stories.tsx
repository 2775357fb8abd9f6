/**
 * The phone menu: the hamburger and its drawer, opened by a click in the play functions (the drawer is in a
 * portal). Covers its pieces that are never used alone: MobileMenuEntry (expandable sub-menus) and
 * MobileAccountLinks (the Account tab).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MobileMenu } from '@features/navigation/components/MobileMenu';
import type { AccountEntryState } from '@features/navigation/model/account-entry';
import { wishlistMessages } from '@features/wishlist/messages';
import { usePrimaryMenu } from '@features/navigation/hooks/usePrimaryMenu';
import { categoryName, msg, storyLocale, API_WAIT } from '../../support/api';
import { openMobileMenu } from '../../support/play';

/** The menu of the story's locale and route, from the categories API; the wishlist entry named as the shop names it. */
function MobileMenuFromApi({ account, wishlist }: { account?: AccountEntryState; wishlist?: AccountEntryState }) {
  const intl = useIntl();
  const named = wishlist && {
    ...wishlist,
    name: intl.formatMessage(wishlistMessages.buttonName, { count: wishlist.count ?? 0 }),
  };
  return <MobileMenu items={usePrimaryMenu()} account={account} wishlist={named} />;
}

const meta = {
  title: 'Features/Navigation/MobileMenu',
  component: MobileMenu,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { items: [] },
  argTypes: { items: { control: false } },
  render: ({ account, wishlist }) => <MobileMenuFromApi account={account} wishlist={wishlist} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const drawer = await openMobileMenu(canvasElement, locale);
  if (!drawer) throw new Error('No hamburger');
  // Wait for the categories: Home and Shop are there at once, the categories once the API answers.
  await within(drawer).findByRole('link', { name: categoryName(locale, 0) }, API_WAIT);
  return drawer;
}

/** The drawer open from the start side (the right in Arabic) on the Menu tab. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    await openDrawer(canvasElement, globals);
  },
};

/** On a sub-category page: its parent's branch starts expanded and the sub-category is marked current. */
export const OpenOnSubcategory: Story = {
  parameters: { route: '/category/bowls/' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDrawer(canvasElement, globals);
    await expect(await within(dialog).findByRole('link', { current: 'page' }, API_WAIT)).toBeVisible();
  },
};

async function openAccountTab(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const locale = storyLocale(globals);
  const dialog = await openDrawer(canvasElement, globals);
  const tab = within(dialog).getByRole('tab', { name: msg(locale, 'nav.mobile.tabAccount') });
  await userEvent.click(tab);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

/** The Account tab of a customer: links to My Account, the wishlist and the cart. */
export const AccountTab: Story = {
  play: async ({ canvasElement, globals }) => {
    await openAccountTab(canvasElement, globals);
  },
};

/** The wishlist entry with its count badge, its name saying the count (the shell hands it in). */
export const AccountTabWishlistCount: Story = {
  args: { wishlist: { name: '', count: 3 } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openAccountTab(canvasElement, globals);
    await expect(
      within(dialog).getByRole('link', { name: new RegExp(msg(storyLocale(globals), 'nav.wishlist')) }),
    ).toBeVisible();
  },
};

/** menu_action 'open_popup': the wishlist entry is a button that closes the menu and opens the popup. */
export const AccountTabWishlistPopup: Story = {
  args: { wishlist: { name: '', count: 3, onOpen: fn() } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openAccountTab(canvasElement, globals);
    const entry = within(dialog).getByRole('button', { name: new RegExp(msg(storyLocale(globals), 'nav.wishlist')) });
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** A visitor's Account tab: My Account is a button that closes the menu and opens the login dialog. */
export const AccountTabVisitor: Story = {
  args: { account: { onOpen: fn() } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openAccountTab(canvasElement, globals);
    const entry = within(dialog).getByRole('button', { name: msg(storyLocale(globals), 'nav.account') });
    await expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
