import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COUNTRY_CODES, STORE_COUNTRY } from '@domain/address';
import type { Locale } from '@domain/locales';
import { useLocale } from '@shared/i18n/locale-context';
import { addressMessages } from './messages';
import { SearchableSelect, type SelectOption } from './SearchableSelect';

/** The countries named in a locale, the store's own first, then in the locale's alphabetical order. */
export function countryOptions(locale: Locale): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  return options.sort((a, b) =>
    a.code === STORE_COUNTRY ? -1 : b.code === STORE_COUNTRY ? 1 : collator.compare(a.name, b.name),
  );
}

export interface CountryFieldProps {
  /** The input's id (its label, the error summary's link). */
  id: string;
  name?: string;
  /** The ISO 3166-1 alpha-2 code; '' for none. */
  value: string;
  onChange(country: string): void;
  onBlur?(): void;
  /** Defaults to 'Country / Region'. */
  label?: string;
  required?: boolean;
  /** The error text; the field is invalid while there is one. */
  error?: string;
  /** Defaults to 'country'; an address form adds its section ('section-billing billing country'). */
  autoComplete?: string;
  size?: 'small' | 'medium';
}

/** The country: a searchable select of the countries the shop knows, named in the shopper's language. */
export function CountryField({ label, autoComplete = 'country', ...props }: CountryFieldProps) {
  const intl = useIntl();
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SearchableSelect
      {...props}
      options={options}
      label={label ?? intl.formatMessage(addressMessages.country)}
      autoComplete={autoComplete}
    />
  );
}
