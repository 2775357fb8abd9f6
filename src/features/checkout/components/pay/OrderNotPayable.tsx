import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { payMessages } from '../../pay-messages';

/** The pay page of an order that no longer waits for payment (paid meanwhile): said, with the way to the order. */
export function OrderNotPayable({ number, orderKey }: { number: number; orderKey?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const query = orderKey ? `?key=${encodeURIComponent(orderKey)}` : '';
  return (
    <Box sx={{ display: 'grid', gap: 3, justifyItems: 'start' }}>
      <Typography component="h1" variant="h1">
        {intl.formatMessage(payMessages.title)}
      </Typography>
      <StatusAlert severity="info" role="none">
        {intl.formatMessage(payMessages.notPayable)}
      </StatusAlert>
      <Button
        component={RouterLink}
        to={localePath(locale, `/checkout/order-received/${number}/${query}`)}
        variant="contained"
      >
        {intl.formatMessage(payMessages.viewOrder)}
      </Button>
    </Box>
  );
}
