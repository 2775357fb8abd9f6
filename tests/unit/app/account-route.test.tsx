import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AccountRoute } from '@app/routes/account/AccountRoute';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { renderWithProviders } from '../../support/render';
import { mockApi } from '../../support/mock-api';
import { baseRoutes } from '../../support/fixtures/routes';

describe('My account for a visitor', { timeout: 20_000 }, () => {
  it('is titled My account, as the page asking them to sign in, not by the dashboard they cannot see', async () => {
    mockApi(baseRoutes);
    renderWithProviders(
      <AccountDialogsProvider>
        <Routes>
          <Route path="/:locale/my-account" element={<AccountRoute />} />
        </Routes>
      </AccountDialogsProvider>,
      { locale: 'en', route: '/en/my-account' },
    );
    await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('My account | Zellige — Moroccan handmade goods'));
  });
});
