import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Box, TextField } from '@mui/material';
import { keepStateOnCountryChange, stateField } from '@domain/address';
import type { FieldOf } from '@domain/forms/fields';
import { CountryField } from '@entities/address/CountryField';
import { StateField } from '@entities/address/StateField';
import { addressMessages } from '@entities/address/messages';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { FieldSet } from './FieldSet';

const LINES = [
  { part: 'address1', label: addressMessages.address_1, autoComplete: 'address-line1', optional: false },
  { part: 'address2', label: addressMessages.address_2, autoComplete: 'address-line2', optional: true },
  { part: 'city', label: addressMessages.city, autoComplete: 'address-level2', optional: false },
] as const;

/**
 * An address under the field's legend: street lines, town, country, state and postcode. A country without states
 * clears and hides the state; for any other the state is required when the first line is.
 */
export function AddressField({ field }: { field: FieldOf<'address'> }) {
  const intl = useIntl();
  const { formId } = useFormScope();
  const { handleChange, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<FormState>();
  const country = useFieldState<string>(`${field.id}.country`);
  const state = useFieldState<string>(`${field.id}.state`);
  const postcode = useFieldState<string>(`${field.id}.postcode`);
  const lines = {
    address1: useFieldState<string>(`${field.id}.address1`),
    address2: useFieldState<string>(`${field.id}.address2`),
    city: useFieldState<string>(`${field.id}.city`),
  };
  const code = country.value ?? '';
  const required = Boolean(field.required);
  const part = (name: string) => `${field.id}.${name}`;

  return (
    <FieldSet id={domId(formId, field.id)} legend={field.label} description={field.description}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {LINES.map(({ part: name, label, autoComplete, optional }) => (
          <TextField
            key={name}
            id={domId(formId, field.id, name)}
            name={part(name)}
            label={intl.formatMessage(label)}
            required={required && !optional}
            value={lines[name].value ?? ''}
            onChange={handleChange}
            onBlur={handleBlur}
            error={Boolean(lines[name].error)}
            helperText={lines[name].error}
            sx={{ gridColumn: name === 'city' ? 'auto' : '1 / -1' }}
            slotProps={{ htmlInput: { autoComplete } }}
          />
        ))}
        <TextField
          id={domId(formId, field.id, 'postcode')}
          name={part('postcode')}
          label={intl.formatMessage(addressMessages.postcode)}
          value={postcode.value ?? ''}
          onChange={handleChange}
          onBlur={handleBlur}
          error={Boolean(postcode.error)}
          helperText={postcode.error}
          slotProps={{ htmlInput: { autoComplete: 'postal-code', dir: 'ltr' } }}
        />
        <CountryField
          id={domId(formId, field.id, 'country')}
          name={part('country')}
          value={code}
          required={required}
          error={country.error}
          onChange={(next) => {
            void setFieldValue(part('country'), next, false);
            const kept = stateField(next) === 'hidden' ? '' : keepStateOnCountryChange(next, state.value ?? '');
            void setFieldValue(part('state'), kept, false);
          }}
          onBlur={() => void setFieldTouched(part('country'), true)}
        />
        <StateField
          country={code}
          id={domId(formId, field.id, 'state')}
          name={part('state')}
          value={state.value ?? ''}
          required={required && stateField(code) !== 'hidden'}
          error={state.error}
          onChange={(next) => void setFieldValue(part('state'), next, false)}
          onBlur={() => void setFieldTouched(part('state'), true)}
        />
      </Box>
    </FieldSet>
  );
}
