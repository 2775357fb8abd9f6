import type { ReactNode } from 'react';
import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';
import { useAccountRuleText } from '../rule-text';

export interface AccountTextFieldProps {
  name: string;
  /** Unique in the page: several forms may be open at once (a page and a dialog). */
  id: string;
  label: string;
  autoComplete: string;
  type?: string;
  /** Help below the field, read as its description. */
  hint?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  required?: boolean;
}

/**
 * A text field of an account form inside Formik: its label visible, `required`, its rule's message shown once
 * touched and linked as its description with `aria-invalid`; left-to-right for e-mail addresses in Arabic.
 */
export function AccountTextField({
  name,
  id,
  label,
  autoComplete,
  type = 'text',
  hint,
  slotProps,
  required = true,
}: AccountTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const ruleText = useAccountRuleText();
  const error = meta.touched ? ruleText(meta.error) : undefined;
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      id={id}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(type === 'email' ? { dir: 'ltr', inputMode: 'email' } : {}),
          spellCheck: false,
          autoCapitalize: 'none',
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
