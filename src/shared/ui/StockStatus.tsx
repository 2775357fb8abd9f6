import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { StockStatus as Status } from '@domain/stock';
import { stockMessages } from './stock-messages';

export interface StockStatusProps {
  status: Status;
  /** Units in stock when the shop tracks them ('12 in stock'); null or absent says 'In stock'. */
  quantity?: number | null;
}

/** The stock state in words, in the theme's colour for it (the colour only repeats what the words say). */
export function StockStatus({ status, quantity = null }: StockStatusProps) {
  const intl = useIntl();
  const text =
    status === 'instock' && quantity !== null
      ? intl.formatMessage(stockMessages.count, { count: quantity })
      : intl.formatMessage(stockMessages[status]);
  return (
    <Typography
      variant="body2"
      className={`stock ${status}`}
      sx={(theme) => ({ color: theme.shop.stockTone[status], fontWeight: 'fontWeightMedium' })}
    >
      {text}
    </Typography>
  );
}
