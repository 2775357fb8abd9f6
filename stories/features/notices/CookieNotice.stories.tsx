/**
 * The cookie notice, fixed at the bottom of the viewport, with NoticeBar and NoticeError (never used alone).
 * Once answered it renders nothing (see App/Shell / NoticesAnswered). The stored choice is forgotten before
 * each story, so the notice shows. `busy`: the consent request never answers.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CookieNotice } from '@features/notices/components/CookieNotice';
import { failingRoute, forgetStoredChoices, msg, pendingRoute, storyLocale, API_WAIT } from '../../support/api';

const CONSENT = '/api/consent';

const meta = {
  title: 'Features/Notices/CookieNotice',
  component: CookieNotice,
  tags: ['mobile'],
  beforeEach: forgetStoredChoices,
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

async function clickAccept(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const button = await within(canvasElement).findByRole(
    'button',
    { name: msg(storyLocale(globals), 'notice.cookie.accept') },
    API_WAIT,
  );
  await userEvent.click(button);
  return button;
}

export const Shown: Story = {};

/** Accept pressed, the consent being recorded: busy, both buttons aria-disabled. */
export const Pending: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute(CONSENT, 'POST')] },
  play: async ({ canvasElement, globals }) => {
    const button = await clickAccept(canvasElement, globals);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Recording the consent failed: the notice stays, with the translated error as an alert. */
export const AcceptFailed: Story = {
  parameters: { api: [failingRoute(CONSENT, 'POST')] },
  play: async ({ canvasElement, globals }) => {
    await clickAccept(canvasElement, globals);
    await within(canvasElement).findByRole('alert', {}, API_WAIT);
  },
};
