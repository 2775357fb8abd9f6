import { Typography } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { catalogueMessages } from '../messages';
import type { StockStatus } from '@domain/stock';

const TONE: Record<StockStatus, 'success.main' | 'error.main' | 'warning.main'> = {
  instock: 'success.main',
  outofstock: 'error.main',
  onbackorder: 'warning.main',
};

const LABEL: Record<StockStatus, MessageDescriptor> = {
  instock: catalogueMessages.stockInstock,
  outofstock: catalogueMessages.stockOutofstock,
  onbackorder: catalogueMessages.stockOnbackorder,
};

/** The stock state in words (colour only repeats it, never carries it alone). */
export function StockStatusText({ status }: { status: StockStatus }) {
  const intl = useIntl();
  return (
    <Typography variant="body2" sx={{ color: TONE[status], fontWeight: 'fontWeightMedium' }}>
      {intl.formatMessage(LABEL[status])}
    </Typography>
  );
}
