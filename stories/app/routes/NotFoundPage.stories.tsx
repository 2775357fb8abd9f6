/** The 404 page body, as the shell shows it for an unknown address (the shell around it: App/Shell / NotFound). */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from '@app/routes/NotFoundPage';

const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
  tags: ['mobile'],
  parameters: { route: '/no-such-page/' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
