import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@app/store';
import { LocaleProviders } from '@app/providers/LocaleProviders';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@domain/locales';
import { StateField, type StateFieldProps } from '@entities/address/StateField';
import { renderWithProviders } from '../../../support/render';
import { AddressForm } from './form-harness';

function Field(props: Partial<StateFieldProps> & { country: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return <StateField id="s-state" name="state" {...props} value={value} onChange={setValue} />;
}

const show = (ui: React.ReactElement, locale: Locale = 'en') => renderWithProviders(ui, { locale });

describe('StateField', () => {
  it("is a searchable select for Morocco, 'Select an option…' while empty, required when marked", () => {
    show(<Field country="MA" required />);
    const field = screen.getByRole('combobox', { name: 'Province / Prefecture' });
    expect(field).toHaveAttribute('placeholder', 'Select an option…');
    expect(field).toHaveValue('');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('autocomplete', 'address-level1');
  });

  it('names the provinces in the locale: Arabic names in ar', () => {
    show(<Field country="MA" value="macas" />, 'ar');
    expect(screen.getByRole('combobox', { name: 'الإقليم / العمالة' })).toHaveValue('الدار البيضاء');
  });

  it('names the chosen province in the new language after a language switch, its value kept', async () => {
    const store = makeStore();
    const At = ({ locale }: { locale: Locale }) => (
      <Provider store={store}>
        <MemoryRouter>
          <LocaleProviders locale={locale}>
            <Field country="MA" value="macas" />
          </LocaleProviders>
        </MemoryRouter>
      </Provider>
    );
    const { rerender } = render(<At locale="fr" />);
    expect(screen.getByRole('combobox', { name: 'Province / préfecture' })).toHaveValue('Casablanca');
    rerender(<At locale="ar" />);
    expect(await screen.findByRole('combobox', { name: 'الإقليم / العمالة' })).toHaveValue('الدار البيضاء');
  });

  it('chooses a province by keyboard', async () => {
    const user = userEvent.setup();
    show(<Field country="MA" />, 'fr');
    const field = screen.getByRole('combobox', { name: 'Province / préfecture' });
    await user.type(field, 'Casab');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Casablanca');
  });

  it('is a hidden input, with nothing visible, for a country whose list is empty', () => {
    const { container } = show(<Field country="FR" />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('input[type="hidden"]#s-state')).toHaveAttribute('name', 'state');
    expect(container.textContent).toBe('');
  });

  it('is free text for a country not in the map', () => {
    show(<Field country="US" value="Texas" />);
    const field = screen.getByRole('textbox', { name: 'State / County' });
    expect(field).toHaveValue('Texas');
    expect(field).toHaveAttribute('autocomplete', 'address-level1');
  });

  it('is invalid and described by its error', () => {
    show(<Field country="MA" required error="This field is required" />);
    const field = screen.getByRole('combobox', { name: 'Province / Prefecture' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This field is required');
  });
});

describe('the state on a change of country (AddressFields)', () => {
  async function chooseCountry(name: string) {
    const user = userEvent.setup();
    const country = screen.getByRole('combobox', { name: 'Country / Region' });
    await user.clear(country);
    await user.type(country, name);
    await user.keyboard('{Enter}');
    expect(country).toHaveValue(name);
  }

  it('clears a state that is not among the new options, and shows the placeholder', async () => {
    show(<AddressForm address={{ country: 'US', state: 'Texas' }} />);
    await chooseCountry('Morocco');
    const state = screen.getByRole('combobox', { name: 'Province / Prefecture' });
    expect(state).toHaveValue('');
    expect(state).toHaveAttribute('placeholder', 'Select an option…');
  });

  it('hides the row for France and keeps free text for a country without a list', async () => {
    const { container } = show(<AddressForm address={{ country: 'MA', state: 'macas' }} />);
    expect(screen.getByRole('combobox', { name: 'Province / Prefecture' })).toHaveValue('Casablanca');
    await chooseCountry('France');
    expect(screen.queryByRole('combobox', { name: /Province|State/ })).toBeNull();
    expect(container.querySelector('input[type="hidden"]#billing-state')).toHaveValue('');
    await chooseCountry('Canada');
    expect(screen.getByRole('textbox', { name: 'State / County' })).toHaveValue('');
  });

  it('keeps the previous value when it is still valid for the new country', async () => {
    show(<AddressForm address={{ country: 'MA', state: 'macas' }} />);
    await chooseCountry('United States');
    expect(screen.getByRole('textbox', { name: 'State / County' })).toHaveValue('macas');
  });
});
