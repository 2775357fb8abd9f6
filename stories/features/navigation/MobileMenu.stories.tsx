/**
 * The phone menu: the hamburger and its drawer, opened by a click in the play functions (the drawer is in a
 * portal). Covers its pieces that are never used alone: MobileMenuEntry (expandable sub-menus) and
 * MobileAccountLinks (the Account tab).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MobileMenu } from '@features/navigation/components/MobileMenu';
import { usePrimaryMenu } from '@features/navigation/hooks/usePrimaryMenu';
import { categoryName, msg, storyLocale, API_WAIT } from '../../support/api';
import { openMobileMenu } from '../../support/play';

/** The menu of the story's locale and route, from the categories API. */
function MobileMenuFromApi() {
  return <MobileMenu items={usePrimaryMenu()} />;
}

const meta = {
  title: 'Features/Navigation/MobileMenu',
  component: MobileMenu,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { items: [] },
  argTypes: { items: { control: false } },
  render: () => <MobileMenuFromApi />,
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

/** The Account tab: account, wishlist and cart links. */
export const AccountTab: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const dialog = await openDrawer(canvasElement, globals);
    const tab = within(dialog).getByRole('tab', { name: msg(locale, 'nav.mobile.tabAccount') });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  },
};
