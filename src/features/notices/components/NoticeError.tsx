import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '@shared/api/problem';
import { problemMessage } from '@shared/i18n/problem-messages';

/**
 * A failed banner request, in words: an alert, because the shopper just acted and must learn
 * that it did not work; it does not move focus, the control they used keeps it.
 */
export function NoticeError({ error }: { error: ApiError | SerializedError | undefined }) {
  const intl = useIntl();
  if (!error) return null;
  const message = problemMessage({ code: error.code ?? 'unknown_error' });
  return (
    <Typography
      role="alert"
      variant="body2"
      sx={{ color: 'error.main', fontWeight: 'fontWeightMedium', marginBlockStart: 0.5 }}
    >
      {intl.formatMessage(message)}
    </Typography>
  );
}
