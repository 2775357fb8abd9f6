import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { session } from '../../../support/fixtures/routes';

const ENGLISH: Record<string, string> = {
  'account.register.title': 'Create an account',
  'account.field.username': 'Username',
  'account.register.submit': 'Register',
  'account.rule.usernameEmail': 'A username cannot contain @',
};
const words = (locale: Locale) =>
  locale === 'en'
    ? ENGLISH
    : (JSON.parse(readFileSync(join(process.cwd(), `src/i18n/lang/${locale}.json`), 'utf8')) as Record<string, string>);

describe('the register form’s username', { timeout: 30_000 }, () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`says in ${locale}, by the field, that a username cannot contain @, and sends nothing`, async () => {
      const w = words(locale);
      const { calls } = mockApi([{ path: '/api/session', body: session }]);
      renderWithProviders(
        <AccountDialogsProvider>
          <a className="open-register" href={`/${locale}/my-account/`}>
            join
          </a>
        </AccountDialogsProvider>,
        { locale },
      );
      await userEvent.click(screen.getByRole('link', { name: 'join' }));
      const dialog = await screen.findByRole('dialog', { name: w['account.register.title'] });
      const username = within(dialog).getByRole('textbox', { name: new RegExp(w['account.field.username']!) });
      await userEvent.type(username, 'amina@example.ma');
      await userEvent.click(within(dialog).getByRole('button', { name: w['account.register.submit'] }));
      await waitFor(() => expect(username).toHaveAccessibleDescription(w['account.rule.usernameEmail']!));
      expect(username).toHaveAttribute('aria-invalid', 'true');
      expect(calls.filter((c) => c.url.includes('/account/'))).toEqual([]);
    });
  }
});
