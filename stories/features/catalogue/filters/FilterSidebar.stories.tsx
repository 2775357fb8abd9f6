/**
 * The listing's filters: the sidebar above 991px, the 'Filters' button and its off-canvas drawer at 991px or less.
 * Covers FilterPanel, FilterDrawer and FilterDrawerButton, which are never used alone.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterSidebar } from '@features/catalogue/components/filters/FilterSidebar';
import { msg, storyLocale } from '../../../support/api';
import {
  bowlsCategory,
  categoryHref,
  categoryTree,
  Controlled,
  SEVERAL_FILTERS,
  storyFacets,
  storyFilters,
} from './story-data';

const meta = {
  title: 'Features/Catalogue/Filters/FilterSidebar',
  component: FilterSidebar,
  tags: ['mobile'],
  parameters: { layout: 'padded', route: '/category/bowls/' },
  args: {
    facets: storyFacets('en'),
    filters: storyFilters(),
    category: null,
    categories: [],
    categoryHref: categoryHref('en'),
    onChange: () => {},
    resultCount: 12,
  },
  argTypes: {
    facets: { control: false },
    filters: { control: false },
    categories: { control: false },
    category: { control: false },
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Controlled initial={args.filters}>
        {(filters, onChange) => (
          <FilterSidebar
            {...args}
            facets={storyFacets(locale)}
            filters={filters}
            onChange={onChange}
            category={bowlsCategory(locale)}
            categories={categoryTree(locale)}
            categoryHref={categoryHref(locale)}
          />
        )}
      </Controlled>
    );
  },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above 991px: the widgets in an aside named 'Filters' (at phone width, the 'Filters' button). */
export const Sidebar: Story = {};

/** With active filters: the price range, chosen colours and a chosen material. */
export const SidebarWithFilters: Story = { args: { filters: SEVERAL_FILTERS } };

/** At 991px or less: the button opens the drawer, with its 'Show 12 results' and 'Close' footer. */
export const DrawerOpen: Story = {
  args: { filters: SEVERAL_FILTERS },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const title = msg(locale, 'catalogue.filters.title');
    // At desktop widths (the harness's other viewport) the sidebar shows instead: nothing to open.
    const button = within(canvasElement).queryByRole('button', { name: (name) => name.startsWith(title) });
    if (!button) return;
    await userEvent.click(button);
    const drawer = await waitFor(() => {
      const element = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('The filter drawer is not open');
      return element;
    });
    await expect(drawer).toHaveAttribute('role', 'dialog');
    await expect(drawer).toHaveAccessibleName(title);
  },
};
