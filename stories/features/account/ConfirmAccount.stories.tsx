/**
 * The page a confirmation e-mail opens (ConfirmAccount, RedirectCountdown): the account's password asked for, then
 * confirmed and My Account in five seconds, with a link to go now; a wrong password; an account's new address
 * confirmed. The countdown is held at its start here so that every render is the same.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConfirmAccount } from '@features/account/components/pages/ConfirmAccount';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { confirmWithPassword } from '../../support/password-form';

const meta = {
  title: 'Features/Account/ConfirmAccount',
  component: ConfirmAccount,
  tags: ['mobile'],
  parameters: { layout: 'padded' },
  args: { token: 'abcdefghijklmnopqrstuvwxyz', paused: true },
} satisfies Meta<typeof ConfirmAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmed = (cartNotices: object[] = [], what: 'account' | 'email' = 'account') => ({
  method: 'POST',
  path: '/api/account/confirm',
  body: {
    customer: { id: 7, displayName: 'Yasmine A.' },
    redirect: what === 'email' ? '/en/my-account/details/' : '/en/my-account/',
    cartNotices,
    confirmed: what,
  },
});

/** Types the account's password and confirms. */
/** The link opened: the account's password asked for, with a way out for a forgotten one. */
export const AsksForPassword: Story = {
  parameters: { api: [] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await canvas.findByText(msgText(locale, 'myAccount.confirm.intro'), {}, API_WAIT);
    await canvas.findByRole('button', { name: msg(locale, 'account.link.lostPassword') });
  },
};

/** Welcome, and the countdown to My Account. */
export const Confirmed: Story = {
  parameters: { api: [confirmed()] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await confirmWithPassword(canvasElement, locale);
    await within(canvasElement).findByRole('link', { name: msg(locale, 'myAccount.confirm.goNow') }, API_WAIT);
  },
};

/** Confirmed with a guest cart that could not be kept whole. */
export const ConfirmedWithCartNotice: Story = {
  parameters: { api: [confirmed([{ code: 'merge_line_reduced', name: 'Tajine de Safi', quantity: 2 }])] },
  play: Confirmed.play,
};

/** An account's new address confirmed: the details page next. */
export const NewAddressConfirmed: Story = {
  parameters: { api: [confirmed([], 'email')] },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await confirmWithPassword(canvasElement, locale);
    await within(canvasElement).findByText(msgText(locale, 'myAccount.confirm.emailDone'), {}, API_WAIT);
  },
};

/** Not the account's password: said by the field and in the form's live region; the link still works. */
export const WrongPassword: Story = {
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/account/confirm',
        status: 400,
        body: {
          type: 'urn:zellige:problem:password_incorrect',
          title: 'Bad Request',
          status: 400,
          code: 'password_incorrect',
          errors: [{ field: 'body.password', code: 'password_incorrect', message: 'x' }],
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await confirmWithPassword(canvasElement, locale);
    await waitFor(
      () =>
        expect(within(canvasElement).getAllByText(msgText(locale, 'account.error.passwordIncorrect'))).toHaveLength(2),
      API_WAIT,
    );
  },
};

/** A link without its token. */
export const IncompleteLink: Story = {
  args: { token: '' },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(msgText(storyLocale(globals), 'myAccount.link.missing'), {}, API_WAIT);
  },
};
