import type { ReactNode } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';

export interface FieldSetProps {
  id: string;
  legend: string;
  required?: boolean;
  description?: string;
  /** The group's error, shown under its legend and read with each control. */
  error?: string;
  children: ReactNode;
}

/** A group of controls under its legend (a name's parts, an address, choices, payment items). */
export function FieldSet({ id, legend, required, description, error, children }: FieldSetProps) {
  return (
    <Box
      component="fieldset"
      id={id}
      aria-describedby={
        [error ? `${id}-error` : '', description ? `${id}-description` : ''].join(' ').trim() || undefined
      }
      sx={{ border: 0, padding: 0, margin: 0, minInlineSize: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 'bold', marginBlockEnd: 1, padding: 0 }}>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </Typography>
      {description && (
        <Typography id={`${id}-description`} variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
          {description}
        </Typography>
      )}
      {children}
      {error && (
        <FormHelperText id={`${id}-error`} error sx={{ marginInline: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
