import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import { COUNTRY_CODES } from '@domain/address';
import { CountryField, countryOptions } from '@entities/address/CountryField';
import { renderWithProviders } from '../../../support/render';

function Field({ initial = 'MA', onPick }: { initial?: string; onPick?: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  const change = (code: string) => {
    setValue(code);
    onPick?.(code);
  };
  return <CountryField id="c-country" name="country" value={value} onChange={change} required />;
}

const show = (locale: Locale, onPick?: (code: string) => void) =>
  renderWithProviders(<Field onPick={onPick} />, { locale });

describe('countryOptions', () => {
  it.each(['fr', 'en', 'ar'] as const)('lists every country in %s, Morocco first, then alphabetically', (locale) => {
    const options = countryOptions(locale);
    expect(options).toHaveLength(COUNTRY_CODES.length);
    expect(options[0]!.code).toBe('MA');
    const rest = options.slice(1).map((option) => option.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, locale)));
  });

  it('names countries in the locale', () => {
    expect(countryOptions('ar')[0]!.name).toBe('المغرب');
    expect(countryOptions('fr').find((option) => option.code === 'DE')!.name).toBe('Allemagne');
  });
});

describe('CountryField', () => {
  it('is a required combobox named without its asterisk, autofilled as a country', () => {
    show('en');
    const field = screen.getByRole('combobox', { name: 'Country / Region' });
    expect(field).toHaveValue('Morocco');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('autocomplete', 'country');
  });

  it('is chosen by keyboard: typing filters, the first match is highlighted, Enter picks it', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    show('fr', onPick);
    const field = screen.getByRole('combobox', { name: 'Pays / région' });
    await user.clear(field);
    await user.type(field, 'allem');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('Allemagne');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('DE');
    expect(field).toHaveValue('Allemagne');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No matches found' in the locale when nothing matches", async () => {
    const user = userEvent.setup();
    show('ar');
    const field = screen.getByRole('combobox', { name: 'البلد / المنطقة' });
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(await screen.findByText('لم يتم العثور على نتائج')).toBeInTheDocument();
  });

  it('takes an autofilled country name as a choice', () => {
    const onPick = vi.fn();
    show('en', onPick);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country / Region' }), { target: { value: 'france' } });
    expect(onPick).toHaveBeenCalledWith('FR');
  });
});
