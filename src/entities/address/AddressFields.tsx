import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getIn, setIn, useFormikContext } from 'formik';
import { Box, TextField, Typography } from '@mui/material';
import { keepStateOnCountryChange, stateField } from '@domain/address';
import { fieldsOf, isRequired, type AddressField, type AddressKind } from '@domain/checkout/address-schema';
import { CountryField } from './CountryField';
import { StateField } from './StateField';
import { useAddressErrorText } from './error-text';
import { addressMessages, labelMessage } from './messages';
import { autocompleteOf, fieldId } from './validation';

export interface AddressFieldsProps {
  kind: AddressKind;
  /** Where the address sits in Formik's values (`values.billing.first_name`); defaults to the kind. */
  name?: string;
  /** The fields' id prefix (`billing-first_name`); defaults to the kind. Unique per form. */
  idPrefix?: string;
  /** Says what '*' means above the fields; once per form. Default true. */
  requiredHint?: boolean;
}

const FULL_ROW = { gridColumn: '1 / -1' };
const HALF_ROW = { gridColumn: { xs: '1 / -1', sm: 'auto' } };

/** Input attributes beyond autocomplete: keyboards, and numbers and addresses kept left-to-right in Arabic. */
function inputOf(field: AddressField, country: string) {
  if (field === 'phone') return { type: 'tel', htmlInput: { inputMode: 'tel' as const, dir: 'ltr' } };
  if (field === 'email') return { type: 'email', htmlInput: { inputMode: 'email' as const, dir: 'ltr' } };
  if (field === 'postcode' && country === 'MA') return { htmlInput: { inputMode: 'numeric' as const } };
  return { htmlInput: {} };
}

/**
 * An address's fields inside the caller's Formik form, which validates them (`addressValidation`): a grid, first
 * and last name side by side from sm; visible labels, required ones marked '*' (hidden from the accessible name) and
 * `required`; autofill tokens per section; an error shown once the field is touched, linked by aria-describedby.
 */
export function AddressFields({ kind, name = kind, idPrefix = kind, requiredHint = true }: AddressFieldsProps) {
  const intl = useIntl();
  const errorText = useAddressErrorText();
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, setValues } =
    useFormikContext<Record<string, unknown>>();
  const path = (field: AddressField) => `${name}.${field}`;
  const valueOf = (field: AddressField) => String(getIn(values, path(field)) ?? '');
  const country = valueOf('country');

  const common = (field: AddressField) => ({
    id: fieldId(idPrefix, field),
    name: path(field),
    label: intl.formatMessage(labelMessage(field, country)),
    required: isRequired(kind, field, country),
    error: getIn(touched, path(field)) ? errorText(getIn(errors, path(field)) as string | undefined) : undefined,
  });

  const render = (field: AddressField): ReactNode => {
    if (field === 'country') {
      return (
        <Box key={field} sx={FULL_ROW}>
          <CountryField
            {...common(field)}
            value={country}
            autoComplete={autocompleteOf(kind, field)}
            onChange={(next) => {
              // One update, so that validation sees the new country with its state.
              const state = keepStateOnCountryChange(next, valueOf('state'));
              void setValues(setIn(setIn(values, path('country'), next), path('state'), state));
            }}
            onBlur={() => void setFieldTouched(path(field), true)}
          />
        </Box>
      );
    }
    if (field === 'state') {
      const state = (
        <StateField
          {...common(field)}
          key={field}
          country={country}
          value={valueOf(field)}
          autoComplete={autocompleteOf(kind, field)}
          onChange={(next) => void setFieldValue(path(field), next)}
          onBlur={() => void setFieldTouched(path(field), true)}
        />
      );
      // A hidden input takes no row of the grid.
      return stateField(country) === 'hidden' ? (
        state
      ) : (
        <Box key={field} sx={FULL_ROW}>
          {state}
        </Box>
      );
    }
    const { error, ...rest } = common(field);
    const { type, htmlInput } = inputOf(field, country);
    return (
      <TextField
        key={field}
        {...rest}
        type={type}
        value={valueOf(field)}
        onChange={handleChange}
        onBlur={handleBlur}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        sx={field === 'first_name' || field === 'last_name' ? HALF_ROW : FULL_ROW}
        slotProps={{ htmlInput: { autoComplete: autocompleteOf(kind, field), ...htmlInput } }}
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      {requiredHint && (
        <Typography variant="body2" color="text.secondary" sx={FULL_ROW}>
          {intl.formatMessage(addressMessages.requiredHint)}
        </Typography>
      )}
      {fieldsOf(kind).map(render)}
    </Box>
  );
}
