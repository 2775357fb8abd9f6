import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A field's label above it, wrapping like text: the floating label of an outlined field is cut to one line, which
 * a long label (a product's name) or wider text spacing would lose.
 */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <Box component="label" htmlFor={htmlFor} sx={{ typography: 'body2', fontWeight: 'bold', overflowWrap: 'anywhere' }}>
      {children}
    </Box>
  );
}
