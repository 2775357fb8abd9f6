import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AccountButton } from '@features/account/components/AccountButton';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { setViewportWidth } from '../navigation/fixtures';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('AccountButton', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its label next to the icon on desktop and links to the account page', () => {
    setViewportWidth(1440);
    renderWithProviders(<AccountButton />, { locale: 'fr' });
    const link = screen.getByRole('link', { name: 'Compte' });
    expect(link).toHaveTextContent('Compte');
    expect(link).toHaveAttribute('href', '/fr/account/');
  });

  it('keeps only the icon, with the same accessible name, at the mobile breakpoint', () => {
    setViewportWidth(1199);
    renderWithProviders(<AccountButton />, { locale: 'ar' });
    const link = screen.getByRole('link', { name: 'الحساب' });
    expect(link).not.toHaveTextContent('الحساب');
    expect(link).toHaveAttribute('href', '/ar/account/');
  });
});
