/**
 * The register and lost-password forms when the store turns the captcha on: shown before the submit button, required,
 * and reset after the server refuses a solution.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { API_WAIT, msg, storyLocale, msgText } from '../../support/api';
import { DialogStory, fill, problem, submit } from '../../support/account-dialog';
import { captchaRoutes } from '../../support/captcha';

const meta = {
  title: 'Features/Account/AccountDialog/Captcha',
  component: DialogStory,
  tags: ['mobile'],
  args: { kind: 'register' },
  parameters: { api: captchaRoutes },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const registerValues = {
  'account.field.username': 'yasmine',
  'account.field.email': 'yasmine@example.ma',
  'account.field.password': 'tajine-2026',
};

/** Register with the captcha waiting to be ticked. */
export const Register: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await fill(locale, 'register', {});
  },
};

/** Sent without solving it: the captcha says it is required and takes focus. */
export const RegisterCaptchaRequired: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', registerValues);
    await submit(locale, 'register', 'account.register.submit');
    const box = dialog.getByRole('checkbox', { name: msg(locale, 'captcha.label') });
    await waitFor(() => expect(box).toHaveFocus());
    await dialog.findByText(msgText(locale, 'captcha.required'));
  },
};

/** Solved, sent, and refused by the server: the message in the form and at the captcha, which starts over. */
export const RegisterCaptchaRefused: Story = {
  parameters: {
    api: [
      ...captchaRoutes,
      {
        method: 'POST',
        path: '/api/account/register',
        ...problem('captcha_failed', 400, {
          errors: [{ field: 'body.captcha', code: 'captcha_failed', message: 'x' }],
        }),
      },
    ],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', registerValues);
    const box = dialog.getByRole('checkbox', { name: msg(locale, 'captcha.label') });
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked(), API_WAIT);
    await submit(locale, 'register', 'account.register.submit');
    await waitFor(
      () => expect(dialog.getAllByText(msgText(locale, 'account.error.captchaFailed'))).toHaveLength(2),
      API_WAIT,
    );
    // The captcha starts over once the refusal is shown, a render later.
    await waitFor(() => expect(box).not.toBeChecked(), API_WAIT);
  },
};

/** Lost password with the captcha solved. */
export const LostPasswordSolved: Story = {
  args: { kind: 'lostPassword' },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'lostPassword', { 'account.field.userLogin': 'yasmine' });
    const box = dialog.getByRole('checkbox', { name: msg(locale, 'captcha.label') });
    await userEvent.click(box);
    await dialog.findByText(msgText(locale, 'captcha.verified'), {}, API_WAIT);
  },
};
