import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencySwitcher } from '@features/navigation/components/CurrencySwitcher';
import { renderWithProviders } from '../../../../support/render';
import { mockApi } from '../../../../support/mock-api';

// Full provider stack (MUI, Emotion, router, store): the first render is slow on a busy machine.
describe('CurrencySwitcher', { timeout: 20_000 }, () => {
  beforeEach(() => {
    mockApi([]);
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the store currencies, MAD by default, with a hint that checkout is in MAD', () => {
    renderWithProviders(<CurrencySwitcher />, { locale: 'en' });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('MAD');
    expect(screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).value)).toEqual([
      'MAD',
      'EUR',
      'USD',
    ]);
    expect(select).toHaveAccessibleDescription('You always pay in MAD');
  });

  it('translates the hint', () => {
    renderWithProviders(<CurrencySwitcher />, { locale: 'ar' });
    expect(screen.getByRole('combobox', { name: 'العملة' })).toHaveAccessibleDescription(
      'الدفع دائمًا بالدرهم المغربي (MAD)',
    );
  });

  it('changes the display currency in the store and remembers it', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<CurrencySwitcher />, { locale: 'fr' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Devise' }), 'EUR');
    expect(store.getState().preferences.displayCurrency).toBe('EUR');
    expect(localStorage.getItem('zellige.currency')).toBe('EUR');
  });

  it('restores the remembered currency after mount', async () => {
    localStorage.setItem('zellige.currency', 'USD');
    const { store } = renderWithProviders(<CurrencySwitcher />, { locale: 'en' });
    await waitFor(() => expect(store.getState().preferences.displayCurrency).toBe('USD'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  });

  it('ignores a remembered currency the store does not offer', () => {
    localStorage.setItem('zellige.currency', 'GBP');
    const { store } = renderWithProviders(<CurrencySwitcher />, { locale: 'en' });
    expect(store.getState().preferences.displayCurrency).toBe('MAD');
  });
});
