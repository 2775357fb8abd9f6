import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { TextField } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import { normaliseUrl, shopToday } from '@domain/forms/rules';
import { applyMask, digitsOnly } from '@domain/forms/mask';
import { formMessages as m } from '../../messages';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { fieldHelp } from './FieldHelp';
import { weekdayNames } from '../../model/weekdays';

type Textual = FieldOf<'text' | 'textarea' | 'url' | 'number' | 'date' | 'time'>;

/** The earliest day a date field offers: its minimum, or tomorrow / today when past days (and today) are closed. */
function earliestDay(field: FieldOf<'date'>, now: Date): string | undefined {
  if (!field.disablePast) return field.min;
  const today = shopToday(now);
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const first = field.disableToday ? tomorrow.toISOString().slice(0, 10) : today;
  return field.min && field.min > first ? field.min : first;
}

/**
 * A one-line or multi-line text: plain or masked (what is typed fitted to the mask as it comes), an address (https://
 * added on leaving), a number, a date or a time.
 */
export function TextualField({ field }: { field: Textual }) {
  const intl = useIntl();
  const { formId } = useFormScope();
  const { handleChange, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<FormState>();
  const { value, error } = useFieldState<string>(field.id);
  const id = domId(formId, field.id);
  const mask = field.type === 'text' ? field.mask : undefined;
  const ltr =
    field.type === 'url' || field.type === 'number' || field.type === 'date' || field.type === 'time' || !!mask;
  const input: Record<string, unknown> = ltr ? { dir: 'ltr' } : {};
  let hint: string | undefined = field.description;
  switch (field.type) {
    case 'text':
      input.maxLength = mask ? mask.length : field.maxLength;
      if (mask && digitsOnly(mask)) Object.assign(input, { inputMode: 'numeric' });
      break;
    case 'textarea':
      input.maxLength = field.maxLength;
      break;
    case 'url':
      Object.assign(input, { inputMode: 'url', autoComplete: 'url' });
      break;
    case 'number':
      Object.assign(input, { inputMode: 'decimal' });
      break;
    case 'date':
      Object.assign(input, { min: earliestDay(field, new Date()), max: field.max });
      // A native date picker cannot grey out weekdays: the closed ones are named, and refused as soon as picked.
      if (field.disabledWeekdays?.length) {
        const days = intl.formatList(weekdayNames(field.disabledWeekdays, intl.locale), { type: 'conjunction' });
        hint = [hint, intl.formatMessage(m.closedDays, { days })].filter(Boolean).join(' ');
      }
      break;
    case 'time':
      // Typed, not picked: '14:30' and '2:30 pm' are both taken.
      Object.assign(input, { inputMode: 'text', autoComplete: 'off' });
      if (field.min && field.max) hint = hint ?? intl.formatMessage(m.timeHint, { min: field.min, max: field.max });
      break;
  }
  return (
    <TextField
      id={id}
      name={field.id}
      label={field.label}
      required={field.required}
      value={value ?? ''}
      onChange={(event) => {
        if (mask) {
          void setFieldValue(field.id, applyMask(mask, event.target.value));
          return;
        }
        handleChange(event);
        // A date is picked whole: say at once when it is refused, without waiting for the field to be left.
        if (field.type === 'date' && event.target.value) void setFieldTouched(field.id, true, false);
      }}
      onBlur={(event) => {
        if (field.type === 'url' && value) void setFieldValue(field.id, normaliseUrl(value), false);
        handleBlur(event);
      }}
      type={field.type === 'date' ? 'date' : 'text'}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 4 : undefined}
      error={Boolean(error)}
      helperText={fieldHelp(error, hint)}
      fullWidth
      slotProps={{
        htmlInput: input,
        inputLabel: field.type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
