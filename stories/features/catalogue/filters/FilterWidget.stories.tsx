import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Typography } from '@mui/material';
import { FilterWidget } from '@features/catalogue/components/filters/FilterWidget';
import { LONG_CATEGORY_NAME, storyLocale } from '../../../support/api';

/** The collapsible wrapper of every filter widget: a heading whose button shows or hides the content. */
const meta = {
  title: 'Features/Catalogue/Filters/FilterWidget',
  component: FilterWidget,
  parameters: { layout: 'padded' },
  args: { title: '', children: null, defaultExpanded: true },
  argTypes: { children: { control: false } },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <Box sx={{ maxInlineSize: 300 }}>
        <FilterWidget {...args} title={args.title || LONG_CATEGORY_NAME[locale]}>
          <Typography>{LONG_CATEGORY_NAME[locale]}</Typography>
        </FilterWidget>
      </Box>
    );
  },
} satisfies Meta<typeof FilterWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded (the default), with a long title that wraps beside the chevron. */
export const Expanded: Story = {};

/** Collapsed: only the heading and its button. */
export const Collapsed: Story = { args: { defaultExpanded: false } };
