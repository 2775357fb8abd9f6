import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountButton } from '@features/account/components/AccountButton';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { session } from '../../../support/fixtures/routes';

const page = (
  <AccountDialogsProvider>
    <AccountButton />
    <a className="open-register" href="/en/my-account/">
      Join us
    </a>
  </AccountDialogsProvider>
);

function open(routes: MockRoute[] = []) {
  const api = mockApi([{ path: '/api/session', body: session }, ...routes]);
  renderWithProviders(page, { locale: 'en' });
  return api;
}

async function openLogin() {
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  return screen.findByRole('dialog', { name: 'Sign in' });
}

describe('the account dialogs', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both login fields, with the spec’s message by each, and sends nothing', async () => {
    const { calls } = open();
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const user = within(dialog).getByRole('textbox', { name: /Username or email address/ });
    await waitFor(() => expect(user).toHaveAttribute('aria-invalid', 'true'));
    expect(user).toHaveAccessibleDescription('This field is required');
    // Focus moves once the submit has ended, a render after the errors are drawn.
    await waitFor(() => expect(user).toHaveFocus());
    expect(calls.filter((c) => c.url.includes('/account/'))).toEqual([]);
  });

  it('shows and hides the password with the toggle', async () => {
    open();
    const dialog = await openLogin();
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says a refused login in its live region, and closes once signed in, saying so', async () => {
    let attempts = 0;
    open([
      {
        method: 'POST',
        path: '/api/account/login',
        handler: async (request) => {
          attempts += 1;
          const body = (await request.json()) as { password: string; locale: string };
          expect(body.locale).toBe('en');
          return body.password === 'right-one'
            ? { body: { customer: { id: 3, displayName: 'Amina' }, redirect: '', cartNotices: [] } }
            : { status: 401, body: { code: 'login_failed', status: 401, title: 'Unauthorized', type: 'x' } };
        },
      },
    ]);
    const dialog = await openLogin();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username or email address/ }), 'amina');
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('status')[0]).toHaveTextContent('The username or password is incorrect.'),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(attempts).toBe(2);
    // The page's own status region says it, the dialog being gone.
    const regions = screen.getAllByRole('status').filter((region) => !region.closest('[role="dialog"]'));
    expect(regions.map((region) => region.textContent)).toContain('You are signed in as Amina.');
  });

  it('moves between the forms by their links, focus on the new title', async () => {
    open();
    const dialog = await openLogin();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lost your password?' }));
    const title = await screen.findByRole('heading', { name: 'Lost your password?' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Lost your password?' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('opens the register dialog from a link marked open-register, and holds registration to the spec’s rules', async () => {
    open([{ method: 'POST', path: '/api/account/register', status: 202, body: { status: 'check_email' } }]);
    await userEvent.click(screen.getByRole('link', { name: 'Join us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an account' });
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.type(username, 'ami');
    await userEvent.type(email, 'amina@');
    await userEvent.type(password, 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('Please enter at least 4 characters'));
    expect(email).toHaveAccessibleDescription('A valid email address is required');
    expect(password).toHaveAccessibleDescription('Please enter a value between 8 and 30 characters long');
    await userEvent.type(username, 'na');
    await userEvent.type(email, 'example.ma');
    await userEvent.type(password, '-enough');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('status')[0]).toHaveTextContent(/Check your email: we have sent a link/),
    );
  });
});
