import { Box } from '@mui/material';
import type { StockStatus } from '@domain/variations';
import { useIntl } from '@shared/i18n/intl';

/** Availability as the shop words it: 'In stock', '12 in stock', 'Out of stock', 'Available on backorder'. */
export function StockStatusText({ status, quantity }: { status: StockStatus; quantity: number | null }) {
  const intl = useIntl();
  const text =
    status === 'outofstock'
      ? intl.formatMessage({ id: 'product.stock.out' })
      : status === 'onbackorder'
        ? intl.formatMessage({ id: 'product.stock.backorder' })
        : quantity !== null
          ? intl.formatMessage({ id: 'product.stock.count' }, { count: quantity })
          : intl.formatMessage({ id: 'product.stock.in' });
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
