/** Where the shopper is in a form of several pages, in each style, at the first, a middle and the last page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageIndicator } from '@features/forms/components/PageIndicator';
import { storyLocale } from '../../support/api';
import { seededForm } from '../../support/forms';

const meta = {
  title: 'Features/Forms/PageIndicator',
  component: PageIndicator,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { style: 'connector', titles: [], current: 0 },
  render: (args, { globals }) => (
    <PageIndicator {...args} titles={seededForm('custom-order', storyLocale(globals)).pages.map((p) => p.title)} />
  ),
} satisfies Meta<typeof PageIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConnectorFirst: Story = {};
export const ConnectorMiddle: Story = { args: { current: 1 } };
export const ConnectorLast: Story = { args: { current: 2 } };
export const CirclesMiddle: Story = { args: { style: 'circles', current: 1 } };
export const CirclesLast: Story = { args: { style: 'circles', current: 2 } };
export const ProgressFirst: Story = { args: { style: 'progress', current: 0 } };
export const ProgressLast: Story = { args: { style: 'progress', current: 2 } };
