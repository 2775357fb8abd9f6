import { Typography } from '@mui/material';
import { useIntl } from '@shared/i18n/intl';
import type { StockStatus } from '@domain/stock';

const TONE: Record<StockStatus, 'success.main' | 'error.main' | 'warning.main'> = {
  instock: 'success.main',
  outofstock: 'error.main',
  onbackorder: 'warning.main',
};

/** The stock state in words (colour only repeats it, never carries it alone). */
export function StockStatusText({ status }: { status: StockStatus }) {
  const intl = useIntl();
  return (
    <Typography variant="body2" sx={{ color: TONE[status], fontWeight: 'fontWeightMedium' }}>
      {intl.formatMessage({ id: `catalogue.stock.${status}` })}
    </Typography>
  );
}
