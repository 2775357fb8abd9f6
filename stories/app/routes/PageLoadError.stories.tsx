/** In place of a page whose code could not be downloaded (offline, or the shop was updated since the tab opened). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PageLoadError } from '@app/routes/PageLoadError';

const meta = {
  title: 'App/PageLoadError',
  component: PageLoadError,
  tags: ['mobile'],
  args: { onRetry: fn() },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
