import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { useAccountMenuEntry } from '@features/account/hooks/useAccountMenuEntry';
import { Header } from '@features/navigation/components/Header';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { session } from '../../../support/fixtures/routes';
import { categoriesRoute, setViewportWidth } from '../navigation/fixtures';

/** The header with the account's menu entry, as the shell wires it. */
function HeaderWithAccount() {
  return <Header mobileAccount={useAccountMenuEntry()} />;
}

async function openAccountTab(locale: 'fr' | 'ar', user: unknown) {
  const events = userEvent.setup();
  mockApi([categoriesRoute, { path: '/api/session', body: { ...session, user } }]);
  renderWithProviders(
    <AccountDialogsProvider>
      <HeaderWithAccount />
    </AccountDialogsProvider>,
    { locale, route: `/${locale}/` },
  );
  const hamburger = screen.getByRole('button', { name: locale === 'fr' ? 'Menu' : 'القائمة' });
  await events.click(hamburger);
  const menu = await screen.findByRole('dialog');
  await events.click(within(menu).getByRole('tab', { name: locale === 'fr' ? 'Compte' : 'الحساب' }));
  return { events, hamburger, menu };
}

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe("the mobile menu's account entry", { timeout: 20_000 }, () => {
  beforeEach(() => setViewportWidth(390, { reducedMotion: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('for a guest, opens the login dialog as the header button does; closing it gives focus to the hamburger', async () => {
    const { events, hamburger, menu } = await openAccountTab('fr', null);
    const entry = within(menu).getByRole('button', { name: 'Mon compte' });
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');
    await events.click(entry);
    const login = await screen.findByRole('dialog', { name: 'Se connecter' });
    expect(screen.queryByRole('dialog', { name: /menu/i })).toBeNull();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(login).not.toBeInTheDocument());
    await waitFor(() => expect(hamburger).toHaveFocus());
  });

  it('for a customer, links to My Account (the route that exists)', async () => {
    const { menu } = await openAccountTab('ar', { id: 7, displayName: 'Amina' });
    expect(await within(menu).findByRole('link', { name: 'حسابي' })).toHaveAttribute('href', '/ar/my-account/');
  });
});
