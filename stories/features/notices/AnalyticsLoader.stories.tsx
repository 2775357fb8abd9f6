/**
 * The analytics gate. By default (analytics off in the settings, or no consent) it renders nothing; here
 * analytics are on and the session recorded a yes, so its child (a placeholder for the analytics script) mounts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from '@mui/material';
import { AnalyticsLoader } from '@features/notices/components/AnalyticsLoader';
import { forgetStoredChoices, sessionRoute, settingsRoute } from '../../support/api';

const meta = {
  title: 'Features/Notices/AnalyticsLoader',
  component: AnalyticsLoader,
  parameters: { layout: 'padded' },
  beforeEach: forgetStoredChoices,
  args: {
    children: (
      <Alert severity="info" lang="en" dir="ltr">
        Analytics script mounted (story placeholder)
      </Alert>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof AnalyticsLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  parameters: {
    api: [settingsRoute({ analytics: { enabled: true } }), sessionRoute({ consent: { analytics: true } })],
  },
};
