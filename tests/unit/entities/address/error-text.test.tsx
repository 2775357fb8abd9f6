import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AddressRule } from '@domain/checkout/address-schema';
import type { Locale } from '@domain/locales';
import { useAddressErrorSummary, useAddressErrorText } from '@entities/address/error-text';
import { renderWithProviders } from '../../../support/render';

const RULES: AddressRule[] = [
  { rule: 'required' },
  { rule: 'email' },
  { rule: 'maxlength', max: 30 },
  { rule: 'postcode', country: 'MA' },
  { rule: 'postcode', country: 'FR' },
  { rule: 'phone' },
  { rule: 'country' },
  { rule: 'state' },
  { rule: 'plain' },
];

function Texts() {
  const text = useAddressErrorText();
  return (
    <ul>
      {RULES.map((rule, index) => (
        <li key={index}>{text(JSON.stringify(rule))}</li>
      ))}
      <li>{text('Message from the server.')}</li>
    </ul>
  );
}

const texts = (locale: Locale) => {
  renderWithProviders(<Texts />, { locale });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

describe('useAddressErrorText', () => {
  it('gives the spec’s English, and passes other text through', () => {
    expect(texts('en')).toEqual([
      'This field is required',
      'A valid email address is required',
      'Please enter no more than 30 characters',
      'Enter a valid postcode (5 digits, e.g. 20000)',
      'Enter a valid postcode (letters, digits, spaces and hyphens only)',
      'Enter a valid phone number (6 to 20 digits, e.g. 0612345678)',
      'Choose a country from the list',
      'Choose a state or province of the selected country',
      'Use plain text only: the characters < and > are not allowed',
      'Message from the server.',
    ]);
  });

  it('speaks French', () => {
    expect(texts('fr')).toEqual([
      'Ce champ est obligatoire',
      'Une adresse e-mail valide est requise',
      'Veuillez saisir 30 caractères au maximum',
      'Saisissez un code postal valide (5 chiffres, p. ex. 20000)',
      'Saisissez un code postal valide (lettres, chiffres, espaces et tirets uniquement)',
      'Saisissez un numéro de téléphone valide (6 à 20 chiffres, p. ex. 0612345678)',
      'Choisissez un pays dans la liste',
      'Choisissez une région ou une province du pays sélectionné',
      'Texte simple uniquement : les caractères < et > ne sont pas autorisés',
      'Message from the server.',
    ]);
  });

  it('speaks Arabic, with Latin digits and the count’s plural form', () => {
    expect(texts('ar')).toEqual([
      'هذا الحقل مطلوب',
      'يلزم إدخال عنوان بريد إلكتروني صالح',
      'الرجاء إدخال 30 حرفًا على الأكثر',
      'أدخل رمزًا بريديًا صالحًا (5 أرقام، مثل 20000)',
      'أدخل رمزًا بريديًا صالحًا (حروف وأرقام ومسافات وشرطات فقط)',
      'أدخل رقم هاتف صالحًا (من 6 إلى 20 رقمًا، مثل 0612345678)',
      'اختر بلدًا من القائمة',
      'اختر جهة أو إقليمًا تابعًا للبلد المختار',
      'استخدم نصًا عاديًا فقط: الرمزان < و > غير مسموح بهما',
      'Message from the server.',
    ]);
  });
});

function Summary() {
  const summarise = useAddressErrorSummary();
  const items = summarise({
    kind: 'shipping',
    country: 'MA',
    errors: { state: JSON.stringify({ rule: 'required' }), first_name: JSON.stringify({ rule: 'required' }) },
  });
  return <pre>{JSON.stringify(items)}</pre>;
}

describe('useAddressErrorSummary', () => {
  it('lists an address’s errors in form order, linked to the fields’ ids and naming them', () => {
    renderWithProviders(<Summary />, { locale: 'fr' });
    expect(JSON.parse(screen.getByText(/shipping-/).textContent!)).toEqual([
      { id: 'shipping-first_name', text: 'Prénom : Ce champ est obligatoire' },
      { id: 'shipping-state', text: 'Province / préfecture : Ce champ est obligatoire' },
    ]);
  });
});
