/** The product category widget; covers CategoryBranch and CategoryLink (never used alone). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { CategoryFilter } from '@features/catalogue/components/filters/CategoryFilter';
import { storyLocale } from '../../../support/api';
import { bowlsCategory, categoryHref, categoryTree, storyFacets } from './story-data';

const meta = {
  title: 'Features/Catalogue/Filters/CategoryFilter',
  component: CategoryFilter,
  parameters: { layout: 'padded' },
  args: { categories: [], facets: storyFacets('en'), category: null, categoryHref: categoryHref('en') },
  argTypes: { categories: { control: false }, facets: { control: false }, category: { control: false } },
} satisfies Meta<typeof CategoryFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the shop page: every parent collapsed, 'All products' current. */
export const Collapsed: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Box sx={{ maxInlineSize: 300 }}>
        <CategoryFilter
          {...args}
          categories={categoryTree(locale)}
          facets={storyFacets(locale)}
          categoryHref={categoryHref(locale)}
        />
      </Box>
    );
  },
};

/** On the Bowls page: the Ceramics branch starts expanded, with 'All Ceramics' first, and Bowls is current. */
export const ExpandedWithCurrent: Story = {
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Box sx={{ maxInlineSize: 300 }}>
        <CategoryFilter
          {...args}
          categories={categoryTree(locale)}
          facets={storyFacets(locale)}
          category={bowlsCategory(locale)}
          categoryHref={categoryHref(locale)}
        />
      </Box>
    );
  },
};
