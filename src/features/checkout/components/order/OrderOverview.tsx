import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { Price } from '@shared/ui/Price';
import type { Order } from '../../model/types';
import { orderMessages } from '../../order-messages';
import { orderDate } from './format';

/**
 * The order at a glance, as a list: number, date, e-mail, total and payment method. Stacked on a phone, a row of
 * cells separated by rules from the tablet up (mirrored in Arabic: only logical properties).
 */
export function OrderOverview({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = useLocale();
  const email = order.billing.email;
  const items: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'number', label: intl.formatMessage(orderMessages.number), value: <bdi>{order.number}</bdi> },
    { key: 'date', label: intl.formatMessage(orderMessages.date), value: orderDate(order.createdAt, locale) },
    ...(email
      ? [{ key: 'email', label: intl.formatMessage(orderMessages.email), value: <span dir="ltr">{email}</span> }]
      : []),
    {
      key: 'total',
      label: intl.formatMessage(orderMessages.total),
      value: <Price amount={order.totals.total} />,
    },
    ...(order.paymentMethod
      ? [{ key: 'method', label: intl.formatMessage(orderMessages.paymentMethod), value: order.paymentMethod.title }]
      : []),
  ];

  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage(orderMessages.overviewLabel)}
      sx={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        flexWrap: 'wrap',
        rowGap: { xs: 1.5, md: 2 },
        border: `1px dashed ${theme.palette.divider}`,
        borderRadius: `${theme.shop.radii.md}px`,
        paddingBlock: 2,
        paddingInline: { xs: 2, md: 0 },
      })}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={(theme: Theme) => ({
            minInlineSize: 0,
            [theme.breakpoints.up('md')]: {
              paddingInline: 2.5,
              '&:not(:last-of-type)': { borderInlineEnd: `1px dashed ${theme.palette.divider}` },
            },
          })}
        >
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="strong" sx={{ display: 'block', fontWeight: 'bold', overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
