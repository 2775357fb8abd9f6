import { Button } from '@mui/material';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { Spinner } from '@shared/ui/Spinner';
import { useIntl } from '@shared/i18n/intl';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessageId, type ApiError } from '@shared/api/problem';

interface Props {
  error: ApiError | SerializedError;
  onRetry: () => void;
  /** While the retry runs the alert stays, with its button busy, so focus has somewhere to stay. */
  retrying: boolean;
}

/** The catalogue could not be read: what happened, in the shopper's language, and a way to try again. */
export function LoadError({ error, onRetry, retrying }: Props) {
  const intl = useIntl();
  const reason = intl.formatMessage({ id: errorMessageId({ code: error.code ?? 'unknown_error' }, intl.messages) });
  return (
    <StatusAlert
      severity="error"
      sx={{ marginBlock: 4 }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          aria-disabled={retrying || undefined}
          startIcon={retrying ? <Spinner size="1em" /> : undefined}
          onClick={() => !retrying && onRetry()}
        >
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'catalogue.loadError' })} {reason}
    </StatusAlert>
  );
}
