/**
 * The page the confirmation e-mail opens (ConfirmAccount, RedirectCountdown): confirmed, then My Account in five
 * seconds, with a link to go now. The countdown is held at its start here so that every render is the same.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ConfirmAccount } from '@features/account/components/pages/ConfirmAccount';
import { API_WAIT, msg, storyLocale } from '../../support/api';

const meta = {
  title: 'Features/Account/ConfirmAccount',
  component: ConfirmAccount,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { token: 'abcdefghijklmnopqrstuvwxyz', paused: true },
} satisfies Meta<typeof ConfirmAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmed = (cartNotices: object[] = []) => ({
  method: 'POST',
  path: '/api/account/confirm',
  body: { customer: { id: 7, displayName: 'Yasmine A.' }, redirect: '/en/my-account/', cartNotices },
});

/** Welcome, and the countdown to My Account. */
export const Confirmed: Story = {
  parameters: { api: [confirmed()] },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'link',
      { name: msg(storyLocale(globals), 'myAccount.confirm.goNow') },
      API_WAIT,
    );
  },
};

/** Confirmed with a guest cart that could not be kept whole. */
export const ConfirmedWithCartNotice: Story = {
  parameters: { api: [confirmed([{ code: 'merge_line_reduced', name: 'Tajine de Safi', quantity: 2 }])] },
  play: Confirmed.play,
};

/** A link without its token. */
export const IncompleteLink: Story = {
  args: { token: '' },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(msg(storyLocale(globals), 'myAccount.link.missing'), {}, API_WAIT);
  },
};
