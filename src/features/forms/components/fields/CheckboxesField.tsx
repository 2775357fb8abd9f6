import { useFormikContext } from 'formik';
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { FieldSet } from './FieldSet';

/** Several choices as checkboxes under a legend; the limit, when there is one, is checked as the shopper ticks. */
export function CheckboxesField({ field }: { field: FieldOf<'checkboxes'> }) {
  const { formId } = useFormScope();
  const { setFieldValue, setFieldTouched } = useFormikContext<FormState>();
  const { value, error } = useFieldState<string[]>(field.id);
  const ticked = Array.isArray(value) ? value : [];
  const id = domId(formId, field.id);
  const toggle = (choice: string, on: boolean) => {
    const next = on ? [...ticked, choice] : ticked.filter((v) => v !== choice);
    void setFieldValue(field.id, next, false).then(() => setFieldTouched(field.id, true, true));
  };
  return (
    <FieldSet id={id} legend={field.label} required={field.required} description={field.description} error={error}>
      <FormGroup>
        {field.choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={
              <Checkbox
                name={field.id}
                value={choice.value}
                checked={ticked.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? `${id}-error` : undefined,
                  } as object,
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </FieldSet>
  );
}
