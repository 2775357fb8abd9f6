import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActiveFilters } from '@features/catalogue/components/filters/ActiveFilters';
import { storyLocale } from '../../../support/api';
import { Controlled, SEVERAL_FILTERS, storyFacets, storyFilters } from './story-data';

/** The active-filters bar above the results; each button removes its filter. */
const meta = {
  title: 'Features/Catalogue/Filters/ActiveFilters',
  component: ActiveFilters,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { facets: storyFacets('en'), filters: SEVERAL_FILTERS, onChange: () => {} },
  argTypes: { facets: { control: false }, filters: { control: false } },
  render: (args, { globals }) => (
    <Controlled initial={args.filters}>
      {(filters, onChange) => (
        <ActiveFilters {...args} facets={storyFacets(storyLocale(globals))} filters={filters} onChange={onChange} />
      )}
    </Controlled>
  ),
} satisfies Meta<typeof ActiveFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price range, two colours and a material, then 'Clear all'. */
export const Several: Story = {};

/** Only a lower price bound: 'Price: from …'. */
export const PriceFromOnly: Story = { args: { filters: storyFilters({ minPrice: 25_000 }) } };

/** No active filter (sorting and search do not count): the bar renders nothing. */
export const Empty: Story = { args: { filters: storyFilters({ orderby: 'price', s: 'tagine' }) } };
