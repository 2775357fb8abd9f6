import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { ConfirmAccount } from '@features/account/components/pages/ConfirmAccount';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { session } from '../../../support/fixtures/routes';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz';

describe('the page a confirmation link opens', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms with the account’s password, saying a wrong one by the field, and sends the token with it', async () => {
    const sent: Array<{ token: string; password: string; locale: string }> = [];
    mockApi([
      { path: '/api/session', body: session },
      {
        method: 'POST',
        path: '/api/account/confirm',
        handler: async (request) => {
          const body = (await request.json()) as { token: string; password: string; locale: string };
          sent.push(body);
          return body.password === 'widad-password'
            ? {
                body: {
                  customer: { id: 3, displayName: 'Widad' },
                  redirect: '/en/my-account/',
                  cartNotices: [],
                  confirmed: 'account',
                },
              }
            : {
                status: 400,
                body: {
                  code: 'password_incorrect',
                  status: 400,
                  title: 'Bad Request',
                  type: 'x',
                  errors: [{ field: 'body.password', code: 'password_incorrect', message: 'x' }],
                },
              };
        },
      },
    ]);
    renderWithProviders(
      <AccountDialogsProvider>
        <ConfirmAccount token={TOKEN} paused />
      </AccountDialogsProvider>,
      { locale: 'en' },
    );
    expect(screen.getByText('To confirm your email address, enter the password of your account.')).toBeVisible();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    // Nothing is sent without a password.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('This field is required'));
    expect(sent).toEqual([]);

    await userEvent.type(password, 'not-hers');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your current password is incorrect.'));
    await userEvent.clear(password);
    await userEvent.type(password, 'widad-password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account is confirmed. Welcome, Widad!')).toBeVisible();
    expect(sent).toEqual([
      { token: TOKEN, password: 'not-hers', locale: 'en' },
      { token: TOKEN, password: 'widad-password', locale: 'en' },
    ]);
  });
});
