import { Typography } from '@mui/material';
import { useIntl } from '@shared/i18n/intl';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessageId, type ApiError } from '@shared/api/problem';

/**
 * A failed banner request, in words: an alert, because the shopper just acted and must learn
 * that it did not work; it does not move focus, the control they used keeps it.
 */
export function NoticeError({ error }: { error: ApiError | SerializedError | undefined }) {
  const intl = useIntl();
  if (!error) return null;
  const id = errorMessageId({ code: error.code ?? 'unknown_error' }, intl.messages);
  return (
    <Typography
      role="alert"
      variant="body2"
      sx={{ color: 'error.main', fontWeight: 'fontWeightMedium', marginBlockStart: 0.5 }}
    >
      {intl.formatMessage({ id })}
    </Typography>
  );
}
