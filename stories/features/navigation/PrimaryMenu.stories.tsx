/**
 * The desktop menu bar, fed by the category tree as the header feeds it, with its pieces that are never used
 * alone: MenuItemLink (current item: thick underline; ancestor: thin) and MenuDropdownItem (the sub-menu toggle
 * and its dropdown, opened by a click in the play functions).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Locale } from '@domain/locales';
import { PrimaryMenu } from '@features/navigation/components/PrimaryMenu';
import { usePrimaryMenu } from '@features/navigation/hooks/usePrimaryMenu';
import {
  categoriesRoute,
  categoryName,
  LONG_CATEGORY_NAME,
  longCategoryNames,
  msg,
  storyLocale,
  API_WAIT,
} from '../../support/api';

/** The menu of the story's locale and route, from the categories API. */
function PrimaryMenuFromApi() {
  return <PrimaryMenu items={usePrimaryMenu()} />;
}

const meta = {
  title: 'Features/Navigation/PrimaryMenu',
  component: PrimaryMenu,
  parameters: { layout: 'padded' },
  args: { items: [] },
  argTypes: { items: { control: false } },
  render: () => <PrimaryMenuFromApi />,
} satisfies Meta<typeof PrimaryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first category's dropdown with a click on its toggle. */
const openFirstDropdown =
  (name: (locale: Locale) => string) =>
  async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole(
      'button',
      { name: msg(locale, 'nav.submenu', { name: name(locale) }) },
      API_WAIT,
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  };

/** On the home page: 'Home' is the current item. */
export const Default: Story = {};

/** On a sub-category page, its dropdown opened: the parent is marked as an ancestor, the sub-category as current. */
export const DropdownOpen: Story = {
  parameters: { route: '/category/bowls/' },
  play: openFirstDropdown((locale) => categoryName(locale, 0)),
};

/** A very long category name in the bar and a very long sub-category name in the open dropdown. */
export const LongNames: Story = {
  parameters: { api: [categoriesRoute(longCategoryNames)] },
  play: openFirstDropdown((locale) => LONG_CATEGORY_NAME[locale]),
};
