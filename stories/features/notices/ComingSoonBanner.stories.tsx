/**
 * The 'coming soon' banner, with NoticeBar and NoticeError (never used alone). Once dismissed it renders
 * nothing (see App/Shell / NoticesAnswered). `busy`: the dismiss request never answers.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ComingSoonBanner } from '@features/notices/components/ComingSoonBanner';
import { failingRoute, msg, pendingRoute, settingsRoute, storyLocale, API_WAIT } from '../../support/api';

const DISMISS = '/api/notices/coming-soon/dismiss';
// The seeded shop takes orders, so its banner is off: these stories turn it on.
const ON = settingsRoute({ notices: { comingSoon: { enabled: true } } });

const meta = {
  title: 'Features/Notices/ComingSoonBanner',
  component: ComingSoonBanner,
  parameters: { api: [ON] },
} satisfies Meta<typeof ComingSoonBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

async function clickDismiss(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const button = await within(canvasElement).findByRole(
    'button',
    { name: msg(storyLocale(globals), 'notice.dismiss') },
    API_WAIT,
  );
  await userEvent.click(button);
  return button;
}

export const Shown: Story = {};

/** Dismiss pressed, the request running: the banner is aria-busy and its button aria-disabled but focusable. */
export const Pending: Story = {
  tags: ['busy'],
  parameters: { api: [ON, pendingRoute(DISMISS, 'POST')] },
  play: async ({ canvasElement, globals }) => {
    const button = await clickDismiss(canvasElement, globals);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The dismiss request failed: the banner stays, with the translated error as an alert. */
export const DismissFailed: Story = {
  parameters: { api: [ON, failingRoute(DISMISS, 'POST')] },
  play: async ({ canvasElement, globals }) => {
    await clickDismiss(canvasElement, globals);
    await within(canvasElement).findByRole('alert', {}, API_WAIT);
  },
};
