import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import { selectMessages } from '@entities/address/messages';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { fieldHelp } from './FieldHelp';
import { FieldSet } from './FieldSet';

/** One choice: a native select (a list the phone shows its own way), or radio buttons under a legend. */
export function ChoiceField({ field }: { field: FieldOf<'select' | 'radio'> }) {
  const intl = useIntl();
  const { formId } = useFormScope();
  const { handleChange, handleBlur } = useFormikContext<FormState>();
  const { value, error } = useFieldState<string>(field.id);
  const id = domId(formId, field.id);

  if (field.type === 'select')
    return (
      <TextField
        select
        id={id}
        name={field.id}
        label={field.label}
        required={field.required}
        value={value ?? ''}
        onChange={handleChange}
        onBlur={handleBlur}
        error={Boolean(error)}
        helperText={fieldHelp(error, field.description)}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{intl.formatMessage(selectMessages.placeholder)}</option>
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </TextField>
    );

  const describedBy = error ? `${id}-error` : undefined;
  return (
    <FieldSet id={id} legend={field.label} required={field.required} description={field.description} error={error}>
      <RadioGroup name={field.id} value={value ?? ''} onChange={handleChange}>
        {field.choices.map((choice, i) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            label={choice.label}
            control={
              <Radio
                id={i === 0 ? `${id}-input` : undefined}
                onBlur={handleBlur}
                slotProps={{
                  input: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as object,
                }}
              />
            }
          />
        ))}
      </RadioGroup>
    </FieldSet>
  );
}
