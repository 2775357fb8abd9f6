import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { StatusAlert } from '@shared/ui/StatusAlert';

export interface FormMessage {
  severity: 'success' | 'error';
  text: ReactNode;
}

/**
 * The form's messages (the spec's data.messages): a live region present from the start, so that what appears in it
 * is announced; cleared on each submit by the form.
 */
export function FormStatus({ message, id }: { message: FormMessage | null; id?: string }) {
  return (
    <Box id={id} role="status" aria-live="polite" aria-atomic="true" sx={{ '&:empty': { display: 'none' } }}>
      {message && (
        <StatusAlert severity={message.severity} role="none">
          {message.text}
        </StatusAlert>
      )}
    </Box>
  );
}
