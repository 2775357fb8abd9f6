import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../support/render';
import { AddressForm } from './form-harness';

const byId = (id: string) => document.getElementById(id)!;

describe('AddressFields', () => {
  it('gives each billing field a stable id, its section’s autofill token and the right keyboard', () => {
    renderWithProviders(<AddressForm />);
    const tokens = {
      first_name: 'given-name',
      last_name: 'family-name',
      company: 'organization',
      country: 'country',
      address_1: 'address-line1',
      address_2: 'address-line2',
      city: 'address-level2',
      state: 'address-level1',
      postcode: 'postal-code',
      phone: 'tel',
      email: 'email',
    };
    for (const [field, token] of Object.entries(tokens)) {
      expect(byId(`billing-${field}`)).toHaveAttribute('autocomplete', `section-billing billing ${token}`);
    }
    expect(byId('billing-phone')).toHaveAttribute('type', 'tel');
    expect(byId('billing-phone')).toHaveAttribute('inputmode', 'tel');
    expect(byId('billing-phone')).toHaveAttribute('dir', 'ltr');
    expect(byId('billing-email')).toHaveAttribute('type', 'email');
    expect(byId('billing-email')).toHaveAttribute('inputmode', 'email');
    expect(byId('billing-email')).toHaveAttribute('dir', 'ltr');
    expect(byId('billing-postcode')).toHaveAttribute('inputmode', 'numeric');
    expect(byId('billing-first_name')).not.toHaveAttribute('dir');
  });

  it.each(['MA', 'GB'])(
    'keeps a postcode left to right on an Arabic page (%s), as the forms’ address field does',
    (country) => {
      renderWithProviders(<AddressForm address={{ country }} />, { locale: 'ar' });
      expect(byId('billing-postcode')).toHaveAttribute('dir', 'ltr');
    },
  );

  it('asks for a numeric keyboard for Moroccan postcodes only', () => {
    renderWithProviders(<AddressForm address={{ country: 'GB' }} />);
    expect(byId('billing-postcode')).not.toHaveAttribute('inputmode');
  });

  it('labels every field, marks the required ones, and keeps the asterisk out of their names', () => {
    renderWithProviders(<AddressForm />);
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const name of ['First name', 'Last name', 'Street address', 'Town / City', 'Phone', 'Email address']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(screen.getByRole('combobox', { name: 'Country / Region' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Province / Prefecture' })).toBeRequired();
    for (const name of ['Company name (optional)', 'Address line 2 (optional)', 'Postcode / ZIP']) {
      expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    }
  });

  it('shows a shipping address without phone or e-mail, under its own ids and section', () => {
    renderWithProviders(<AddressForm kind="shipping" />);
    expect(byId('shipping-first_name')).toHaveAttribute('autocomplete', 'section-shipping shipping given-name');
    expect(document.getElementById('shipping-phone')).toBeNull();
    expect(document.getElementById('shipping-email')).toBeNull();
  });

  it('shows no error before a submit, then each error under its field, linked by aria-describedby', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<AddressForm onSubmit={onSubmit} />);
    const first = screen.getByRole('textbox', { name: 'First name' });
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('This field is required');
    expect(byId(first.getAttribute('aria-describedby')!)).toHaveTextContent('This field is required');
    expect(screen.getByRole('combobox', { name: 'Province / Prefecture' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(screen.getByRole('textbox', { name: 'Company name (optional)' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates a new country together with the state it keeps or clears', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={{ country: 'US', state: 'Texas' }} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid'));
    expect(screen.getByRole('textbox', { name: 'State / County' })).not.toHaveAttribute('aria-invalid', 'true');
    const country = screen.getByRole('combobox', { name: 'Country / Region' });
    await user.clear(country);
    await user.type(country, 'Morocco{Enter}');
    const state = screen.getByRole('combobox', { name: 'Province / Prefecture' });
    await waitFor(() => expect(state).toHaveAccessibleDescription('This field is required'));
  });

  it('says what is wrong in French', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={{ postcode: '123', phone: 'abc', email: 'x@' }} />, { locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveAccessibleDescription(
        'Saisissez un code postal valide (5 chiffres, p. ex. 20000)',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
      'Saisissez un numéro de téléphone valide (6 à 20 chiffres, p. ex. 0612345678)',
    );
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription(
      'Une adresse e-mail valide est requise',
    );
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveAccessibleDescription('Ce champ est obligatoire');
  });

  it('says what is wrong in Arabic, the phone and e-mail still left-to-right', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddressForm address={{ first_name: 'a'.repeat(101), address_1: '<b>' }} />, {
      locale: 'ar',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = screen.getByRole('textbox', { name: 'الاسم الشخصي' });
    await waitFor(() => expect(first).toHaveAccessibleDescription('الرجاء إدخال 100 حرف على الأكثر'));
    expect(screen.getByRole('textbox', { name: 'عنوان الشارع' })).toHaveAccessibleDescription(
      'استخدم نصًا عاديًا فقط: الرمزان < و > غير مسموح بهما',
    );
    expect(screen.getByRole('textbox', { name: 'الهاتف' })).toHaveAttribute('dir', 'ltr');
  });
});
