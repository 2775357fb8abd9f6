import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@mui/material';
import { stateField, stateOptions } from '@domain/address';
import { useLocale } from '@shared/i18n/locale-context';
import { labelMessage, selectMessages } from './messages';
import { SearchableSelect } from './SearchableSelect';

export interface StateFieldProps {
  /** The chosen country: it decides the field's form. */
  country: string;
  id: string;
  name?: string;
  /** A state code of the country's list, or free text; '' for none. */
  value: string;
  onChange(state: string): void;
  onBlur?(): void;
  /** Defaults to 'Province / Prefecture' for Morocco, 'State / County' elsewhere. */
  label?: string;
  required?: boolean;
  error?: string;
  /** Defaults to 'address-level1'; an address form adds its section. */
  autoComplete?: string;
  size?: 'small' | 'medium';
}

/**
 * The state, in the form the country's list calls for: a searchable select with 'Select an option…' for a non-empty
 * list (names in the locale, Arabic in ar), a hidden input and nothing visible for an empty one, free text for a
 * country without a list. The parent keeps or clears the value on a change of country (keepStateOnCountryChange).
 */
export function StateField(props: StateFieldProps) {
  const { country, id, name, value, onChange, onBlur, required, error, size } = props;
  const { autoComplete = 'address-level1' } = props;
  const intl = useIntl();
  const locale = useLocale();
  const kind = stateField(country);
  const options = useMemo(() => stateOptions(country, locale), [country, locale]);
  const label = props.label ?? intl.formatMessage(labelMessage('state', country));

  if (kind === 'hidden') return <input type="hidden" id={id} name={name} value={value} />;
  if (kind === 'select') {
    return (
      <SearchableSelect
        id={id}
        name={name}
        label={label}
        options={options}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        error={error}
        autoComplete={autoComplete}
        placeholder={intl.formatMessage(selectMessages.placeholder)}
        size={size}
      />
    );
  }
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      required={required}
      error={Boolean(error)}
      helperText={error}
      size={size}
      fullWidth
      slotProps={{ htmlInput: { autoComplete } }}
    />
  );
}
