/**
 * The account dialog with its three forms (LoginForm, RegisterForm, LostPasswordForm, their fields, FormStatus,
 * SubmitButton) and MergeNotices: each form empty, refused by its rules, busy, refused by the server, and done.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { API_WAIT, msg, pendingRoute, storyLocale, msgText } from '../../support/api';
import { DialogStory, dialogOf, fill, problem, submit } from '../../support/account-dialog';

const meta = {
  title: 'Features/Account/AccountDialog',
  component: DialogStory,
  tags: ['mobile'],
  args: { kind: 'login' },
  argTypes: { kind: { control: 'inline-radio', options: ['login', 'register', 'lostPassword'] } },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login form as it opens: username or e-mail, password with its toggle, the links to the other forms. */
export const Login: Story = {
  play: async ({ globals }) => {
    await dialogOf(storyLocale(globals), 'login');
  },
};

/** Submitted empty: both fields say they are required, the first takes focus; nothing is sent. */
export const LoginInvalid: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await submit(locale, 'login', 'account.login.submit');
    const dialog = within(await dialogOf(locale, 'login'));
    const user = dialog.getByLabelText(new RegExp(`^${msg(locale, 'account.field.userLogin')}`), { selector: 'input' });
    await waitFor(() => expect(user).toHaveFocus());
  },
};

/** The password shown in plain text: the toggle now says 'Hide password'. */
export const LoginPasswordShown: Story = {
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'login', { 'account.field.password': 'tajine-2026' });
    await userEvent.click(dialog.getByRole('button', { name: msg(locale, 'account.password.show') }));
    await dialog.findByRole('button', { name: msg(locale, 'account.password.hide') });
  },
};

const loginValues = { 'account.field.userLogin': 'yasmine', 'account.field.password': 'tajine-2026' };

/** Signing in: the button busy, the earlier message gone. */
export const LoginBusy: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/account/login', 'POST')] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'login', loginValues);
    await submit(locale, 'login', 'account.login.submit');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(msg(locale, 'account.form.busy')) })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A wrong password: the server's one answer for every failure, in the form's live region. */
export const LoginRefused: Story = {
  parameters: { api: [{ method: 'POST', path: '/api/account/login', ...problem('login_failed', 401) }] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'login', loginValues);
    await submit(locale, 'login', 'account.login.submit');
    await dialog.findByText(msgText(locale, 'account.error.loginFailed'), {}, API_WAIT);
  },
};

/** Too many attempts: how long to wait, in minutes. */
export const LoginThrottled: Story = {
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/account/login',
        ...problem('too_many_attempts', 429, { params: { retryAfter: 600 } }),
      },
    ],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'login', loginValues);
    await submit(locale, 'login', 'account.login.submit');
    await waitFor(() => expect(dialog.getAllByRole('status')[0]!.textContent).not.toBe(''), API_WAIT);
  },
};

/** Signed in with a guest cart of which one line could not be kept whole and one not at all. */
export const SignedInWithCartNotices: Story = {
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/account/login',
        body: {
          customer: { id: 7, displayName: 'Yasmine A.' },
          redirect: '',
          cartNotices: [
            { code: 'merge_line_reduced', name: 'Tajine de Safi', quantity: 2 },
            { code: 'merge_line_removed', name: 'Babouches en cuir' },
          ],
        },
      },
    ],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await fill(locale, 'login', loginValues);
    await submit(locale, 'login', 'account.login.submit');
    await screen.findByRole('button', { name: msg(locale, 'account.continue') }, API_WAIT);
  },
};

const registerValues = {
  'account.field.username': 'yasmine',
  'account.field.email': 'yasmine@example.ma',
  'account.field.password': 'tajine-2026',
};

/** The register form: username, e-mail, password (8 to 30 characters, said below it). */
export const Register: Story = {
  args: { kind: 'register' },
  play: async ({ globals }) => {
    await dialogOf(storyLocale(globals), 'register');
  },
};

/** Refused by its rules: a username under 4 characters, an incomplete address, a 5-character password. */
export const RegisterInvalid: Story = {
  args: { kind: 'register' },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', {
      'account.field.username': 'yas',
      'account.field.email': 'yasmine@',
      'account.field.password': 'short',
    });
    await submit(locale, 'register', 'account.register.submit');
    await dialog.findByText(msgText(locale, 'account.rule.minlength', { min: '4' }));
  },
};

/** Registering: the button busy. */
export const RegisterBusy: Story = {
  args: { kind: 'register' },
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/account/register', 'POST')] },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', registerValues);
    await submit(locale, 'register', 'account.register.submit');
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(msg(locale, 'account.form.busy')) })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** A username someone else has: said by the field and in the live region. */
export const RegisterUsernameTaken: Story = {
  args: { kind: 'register' },
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/account/register',
        ...problem('username_taken', 409, {
          errors: [{ field: 'body.username', code: 'username_taken', message: 'x' }],
        }),
      },
    ],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', registerValues);
    await submit(locale, 'register', 'account.register.submit');
    await waitFor(
      () => expect(dialog.getAllByText(msgText(locale, 'account.error.usernameTaken'))).toHaveLength(2),
      API_WAIT,
    );
  },
};

/** Registered: check your e-mail (the same answer whether or not the address had an account). */
export const RegisterDone: Story = {
  args: { kind: 'register' },
  parameters: {
    api: [{ method: 'POST', path: '/api/account/register', status: 202, body: { status: 'check_email' } }],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'register', registerValues);
    await submit(locale, 'register', 'account.register.submit');
    await dialog.findByText(msgText(locale, 'account.register.success'), {}, API_WAIT);
  },
};

/** The lost-password form. */
export const LostPassword: Story = {
  args: { kind: 'lostPassword' },
  play: async ({ globals }) => {
    await dialogOf(storyLocale(globals), 'lostPassword');
  },
};

/** Submitted empty. */
export const LostPasswordInvalid: Story = {
  args: { kind: 'lostPassword' },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    await submit(locale, 'lostPassword', 'account.lostPassword.submit');
    await within(await dialogOf(locale, 'lostPassword')).findByText(msgText(locale, 'account.rule.required'));
  },
};

/** Sent: the same answer for any name. */
export const LostPasswordDone: Story = {
  args: { kind: 'lostPassword' },
  parameters: {
    api: [{ method: 'POST', path: '/api/account/lost-password', status: 202, body: { status: 'check_email' } }],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'lostPassword', { 'account.field.userLogin': 'yasmine@example.ma' });
    await submit(locale, 'lostPassword', 'account.lostPassword.submit');
    await dialog.findByText(msgText(locale, 'account.lostPassword.success'), {}, API_WAIT);
  },
};

/** Asked too often: how long to wait. */
export const LostPasswordThrottled: Story = {
  args: { kind: 'lostPassword' },
  parameters: {
    api: [
      {
        method: 'POST',
        path: '/api/account/lost-password',
        ...problem('too_many_attempts', 429, { params: { retryAfter: 3600 } }),
      },
    ],
  },
  play: async ({ globals }) => {
    const locale = storyLocale(globals);
    const dialog = await fill(locale, 'lostPassword', { 'account.field.userLogin': 'yasmine' });
    await submit(locale, 'lostPassword', 'account.lostPassword.submit');
    await waitFor(() => expect(dialog.getAllByRole('status')[0]!.textContent).not.toBe(''), API_WAIT);
  },
};
