import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Order } from '../../model/types';
import { orderMessages } from '../../order-messages';
import { BankDetails } from './BankDetails';

/**
 * How to pay: the payment method's description in the page's locale (as the API words it) and, for a bank
 * transfer, the shop's account with the order number as the transfer's reference. Nothing when the method has
 * nothing to say, or none is chosen yet.
 */
export function PaymentInstructions({ order }: { order: Order }) {
  const intl = useIntl();
  const titleId = useId();
  const description = order.paymentMethod?.description ?? '';
  const bank = order.paymentMethod?.id === 'bacs' ? order.bank : null;
  if (!description && !bank) return null;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={titleId} component="h2" variant="h3">
        {intl.formatMessage(orderMessages.paymentTitle)}
      </Typography>
      {description && <Typography sx={{ maxInlineSize: '70ch' }}>{description}</Typography>}
      {bank && <BankDetails bank={bank} number={order.number} total={order.totals.total} />}
    </Box>
  );
}
