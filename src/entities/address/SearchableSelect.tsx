import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Autocomplete, TextField } from '@mui/material';
import { selectMessages } from './messages';

export interface SelectOption {
  code: string;
  name: string;
}

export interface SearchableSelectProps {
  id: string;
  name?: string;
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's code; '' for none. */
  value: string;
  onChange(code: string): void;
  onBlur?(): void;
  required?: boolean;
  /** The error text, shown under the field (the field is then invalid and described by it). */
  error?: string;
  autoComplete: string;
  placeholder?: string;
  size?: 'small' | 'medium';
}

/** A name without case or accents, to match autofilled text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/**
 * A combobox over a local list (MUI Autocomplete: the APG combobox keyboard, its own polite status for 'No matches
 * found'), whose value is an option's code. Text the browser autofills is matched to an option by its name.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { id, name, label, options, value, onChange, onBlur, required, error, autoComplete, placeholder, size } = props;
  const intl = useIntl();
  const names = useMemo(() => new Map(options.map((option) => [option.code, option.name])), [options]);
  const byName = useMemo(() => new Map(options.map((option) => [fold(option.name), option.code])), [options]);
  const codes = useMemo(() => options.map((option) => option.code), [options]);

  return (
    <Autocomplete<string, false, boolean, false>
      id={id}
      options={codes}
      value={names.has(value) ? value : null}
      getOptionLabel={(code) => names.get(code) ?? code}
      onChange={(_event, code) => onChange(code ?? '')}
      onInputChange={(_event, text, reason) => {
        // Autofill types a whole name at once: take it as a choice (not codes: 'ma' is typed on the way to 'Mali').
        const code = reason === 'input' ? byName.get(fold(text)) : undefined;
        if (code !== undefined && code !== value) onChange(code);
      }}
      onBlur={onBlur}
      autoHighlight
      // Its fields are required: a choice is changed, not cleared.
      disableClearable
      size={size}
      noOptionsText={intl.formatMessage(selectMessages.noMatches)}
      loadingText={intl.formatMessage(selectMessages.searching)}
      openText={intl.formatMessage(selectMessages.open)}
      closeText={intl.formatMessage(selectMessages.close)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error}
          placeholder={placeholder}
          slotProps={{
            ...params.slotProps,
            // With a placeholder, the label stays above the box so both show.
            inputLabel: { ...params.slotProps.inputLabel, ...(placeholder && { shrink: true }) },
            htmlInput: { ...params.slotProps.htmlInput, autoComplete },
          }}
        />
      )}
    />
  );
}
