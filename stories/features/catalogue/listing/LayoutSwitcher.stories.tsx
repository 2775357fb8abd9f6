/** Grid or list: two toggle buttons named by their text, the chosen one aria-pressed. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LayoutSwitcher } from '@features/catalogue/components/listing/LayoutSwitcher';

const meta = {
  title: 'Features/Catalogue/Listing/LayoutSwitcher',
  component: LayoutSwitcher,
  parameters: { layout: 'padded' },
  args: { value: 'grid', onChange: fn() },
} satisfies Meta<typeof LayoutSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { value: 'grid-one' } };
