import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@mui/material';
import { Spinner } from '@shared/ui/Spinner';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { accountMessages } from '../../messages';

/**
 * A form's submit button with the spec's busy state: a spinner and aria-busy while the request runs. It stays
 * focusable (aria-disabled, not disabled) so focus is not lost; a second press does nothing.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      startIcon={busy ? <Spinner size="1em" /> : undefined}
    >
      {children}
      {busy && <VisuallyHidden>{` ${intl.formatMessage(accountMessages.busy)}`}</VisuallyHidden>}
    </Button>
  );
}
