import { Alert, Button, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
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
    <Alert
      severity="error"
      sx={{ marginBlock: 4 }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          aria-disabled={retrying || undefined}
          startIcon={retrying ? <CircularProgress size="1em" color="inherit" aria-hidden="true" /> : undefined}
          onClick={() => !retrying && onRetry()}
        >
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    >
      {intl.formatMessage({ id: 'catalogue.loadError' })} {reason}
    </Alert>
  );
}
