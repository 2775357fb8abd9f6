import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountButton } from '@features/account/components/AccountButton';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { isShownAt } from '../../../support/media-rules';
import { session } from '../../../support/fixtures/routes';

const withDialogs = (
  <AccountDialogsProvider>
    <AccountButton />
  </AccountDialogsProvider>
);

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('AccountButton', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  // Which one shows is CSS's choice (jsdom applies no @media: the rules are read from the style sheets).
  it('for a guest, opens the login dialog, its label next to the icon on desktop', async () => {
    mockApi([{ path: '/api/session', body: session }]);
    renderWithProviders(withDialogs, { locale: 'fr' });
    const button = screen.getByRole('button', { name: 'Compte' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(isShownAt(screen.getByText('Compte'), 1440)).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('keeps only the icon, with the same accessible name, at the mobile breakpoint', () => {
    mockApi([{ path: '/api/session', body: session }]);
    renderWithProviders(withDialogs, { locale: 'ar' });
    const button = screen.getByRole('button', { name: 'الحساب' });
    expect(isShownAt(button, 1199)).toBe(true);
    expect(isShownAt(screen.getByText('الحساب'), 1199)).toBe(false);
  });

  it('for a signed-in customer, links to My Account', async () => {
    mockApi([{ path: '/api/session', body: { ...session, user: { id: 7, displayName: 'Amina' } } }]);
    renderWithProviders(withDialogs, { locale: 'fr' });
    const link = await screen.findByRole('link', { name: 'Mon compte' });
    expect(link).toHaveAttribute('href', '/fr/my-account/');
  });
});
