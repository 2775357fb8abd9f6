import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CaptchaChallenge, captchaSalt, decodeSolution, hmacHex, sha256Hex } from '@domain/captcha';
import { mergeSettings, type StoreSettings } from '@domain/settings';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { renderWithProviders } from '../../../support/render';
import { mockApi, type MockRoute } from '../../../support/mock-api';
import { fixture, session } from '../../../support/fixtures/routes';

async function challenge(): Promise<CaptchaChallenge> {
  const salt = captchaSalt(crypto.getRandomValues(new Uint8Array(12)), Date.now() + 600_000);
  const hash = await sha256Hex(salt + 9);
  return { algorithm: 'SHA-256', challenge: hash, salt, maxNumber: 50, signature: await hmacHex('k', hash) };
}

function open(routes: MockRoute[]) {
  const settings = mergeSettings(fixture<StoreSettings>('settings', 'all'), { captcha: { enabled: true } });
  const api = mockApi([
    { path: '/api/settings', body: settings },
    { path: '/api/session', body: session },
    { path: '/api/captcha', handler: async () => ({ body: await challenge() }) },
    ...routes,
  ]);
  renderWithProviders(
    <AccountDialogsProvider>
      <a className="open-register" href="/en/my-account/">
        Join us
      </a>
    </AccountDialogsProvider>,
    { locale: 'en' },
  );
  return api;
}

describe('the account forms with the store’s captcha on', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers only once the captcha is solved, sends the solution, and resets it after a refusal', async () => {
    let sent: Record<string, string> | null = null;
    const { calls } = open([
      {
        method: 'POST',
        path: '/api/account/register',
        handler: async (request) => {
          sent = (await request.json()) as Record<string, string>;
          const error = { field: 'body.captcha', code: 'captcha_failed', message: 'The verification failed.' };
          return { status: 400, body: { status: 400, code: 'captcha_failed', title: 'Bad Request', errors: [error] } };
        },
      },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Join us' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an account' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Username/ }), 'amina');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email address/ }), 'amina@example.ma');
    await userEvent.type(dialog.getByLabelText(/^Password/, { selector: 'input' }), 'tajine-2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    const box = dialog.getByRole('checkbox', { name: 'I’m not a robot' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription(/Please confirm that you are not a robot\./);
    expect(calls.some((r) => r.url.endsWith('/account/register'))).toBe(false);

    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(decodeSolution(sent!.captcha)).toMatchObject({ number: 9 });
    // Refused: the error is said in the form and on the captcha, which starts over.
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toHaveAccessibleDescription(/The verification failed\. Please verify again\./);
    expect(dialog.getAllByRole('status')[0]).toHaveTextContent('The verification failed. Please verify again.');
  });
});
