import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Box, TextField } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import { formMessages as m } from '../../messages';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { FieldSet } from './FieldSet';

const PARTS = [
  { part: 'first', label: m.firstName, autoComplete: 'given-name' },
  { part: 'last', label: m.lastName, autoComplete: 'family-name' },
] as const;

/** A name as first and last name side by side (one under the other on a phone), under the field's legend. */
export function NameField({ field }: { field: FieldOf<'name'> }) {
  const intl = useIntl();
  const { formId } = useFormScope();
  const { handleChange, handleBlur } = useFormikContext<FormState>();
  const first = useFieldState<string>(`${field.id}.first`);
  const last = useFieldState<string>(`${field.id}.last`);
  const states = { first, last };
  return (
    <FieldSet id={domId(formId, field.id)} legend={field.label} description={field.description}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {PARTS.map(({ part, label, autoComplete }) => (
          <TextField
            key={part}
            id={domId(formId, field.id, part)}
            name={`${field.id}.${part}`}
            label={intl.formatMessage(label)}
            required={field.required}
            value={states[part].value ?? ''}
            onChange={handleChange}
            onBlur={handleBlur}
            error={Boolean(states[part].error)}
            helperText={states[part].error}
            slotProps={{ htmlInput: { autoComplete } }}
          />
        ))}
      </Box>
    </FieldSet>
  );
}
