/**
 * The spec's page preloader, a setting that is off by default (then it renders nothing). `busy`: it covers the
 * page, aria-busy, for the story's whole life (removeAfterMs is set to ten minutes so it never lifts during a
 * capture). With reduced motion it shows the words only, without the spinner.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Preloader } from '@features/notices/components/Preloader';
import { settingsRoute } from '../../support/api';

const meta = {
  title: 'Features/Notices/Preloader',
  component: Preloader,
} satisfies Meta<typeof Preloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  tags: ['busy'],
  parameters: { api: [settingsRoute({ preloader: { enabled: true, removeAfterMs: 600_000 } })] },
};
