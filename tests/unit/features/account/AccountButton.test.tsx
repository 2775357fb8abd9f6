import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AccountButton } from '@features/account/components/AccountButton';
import { renderWithProviders } from '../../../support/render';
import { mockApi } from '../../../support/mock-api';
import { isShownAt } from '../../../support/media-rules';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('AccountButton', { timeout: 20_000 }, () => {
  beforeEach(() => mockApi([]));
  afterEach(() => vi.unstubAllGlobals());

  // Which one shows is CSS's choice (jsdom applies no @media: the rules are read from the style sheets).
  it('shows its label next to the icon on desktop and links to the account page', () => {
    renderWithProviders(<AccountButton />, { locale: 'fr' });
    const link = screen.getByRole('link', { name: 'Compte' });
    expect(isShownAt(screen.getByText('Compte'), 1440)).toBe(true);
    expect(link).toHaveAttribute('href', '/fr/account/');
  });

  it('keeps only the icon, with the same accessible name, at the mobile breakpoint', () => {
    renderWithProviders(<AccountButton />, { locale: 'ar' });
    const link = screen.getByRole('link', { name: 'الحساب' });
    expect(isShownAt(link, 1199)).toBe(true);
    expect(isShownAt(screen.getByText('الحساب'), 1199)).toBe(false);
    expect(link).toHaveAttribute('href', '/ar/account/');
  });
});
