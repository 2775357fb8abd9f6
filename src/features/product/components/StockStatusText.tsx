import { Box } from '@mui/material';
import type { StockStatus } from '@domain/variations';
import { useIntl } from 'react-intl';
import { productMessages } from '../messages';

/** Availability as the shop words it: 'In stock', '12 in stock', 'Out of stock', 'Available on backorder'. */
export function StockStatusText({ status, quantity }: { status: StockStatus; quantity: number | null }) {
  const intl = useIntl();
  const text =
    status === 'outofstock'
      ? intl.formatMessage(productMessages.stockOut)
      : status === 'onbackorder'
        ? intl.formatMessage(productMessages.stockBackorder)
        : quantity !== null
          ? intl.formatMessage(productMessages.stockCount, { count: quantity })
          : intl.formatMessage(productMessages.stockIn);
  return (
    <Box
      component="p"
      className={`stock ${status}`}
      sx={{ margin: 0, typography: 'body2', color: status === 'outofstock' ? 'error.main' : 'success.dark' }}
    >
      {text}
    </Box>
  );
}
