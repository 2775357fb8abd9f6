import { Button } from '@mui/material';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { Spinner } from '@shared/ui/Spinner';
import { useIntl } from 'react-intl';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '@shared/api/problem';
import { problemMessage } from '@shared/i18n/problem-messages';
import { sharedMessages } from '@shared/i18n/messages';
import { catalogueMessages } from '../messages';

interface Props {
  error: ApiError | SerializedError;
  onRetry: () => void;
  /** While the retry runs the alert stays, with its button busy, so focus has somewhere to stay. */
  retrying: boolean;
}

/** The catalogue could not be read: what happened, in the shopper's language, and a way to try again. */
export function LoadError({ error, onRetry, retrying }: Props) {
  const intl = useIntl();
  const reason = intl.formatMessage(problemMessage({ code: error.code ?? 'unknown_error' }));
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
          {intl.formatMessage(sharedMessages.commonRetry)}
        </Button>
      }
    >
      {intl.formatMessage(catalogueMessages.loadError)} {reason}
    </StatusAlert>
  );
}
