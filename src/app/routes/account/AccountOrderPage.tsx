import { useIntl } from 'react-intl';
import { Box, Typography } from '@mui/material';
import { orderDate } from '@domain/checkout/order-format';
import { useGetOrderQuery } from '@features/checkout/api';
import { OrderAddresses } from '@features/checkout/components/order/OrderAddresses';
import { OrderDetails } from '@features/checkout/components/order/OrderDetails';
import { STATUS_MESSAGES } from '@features/account/model/status';
import { accountPageMessages as m } from '@features/account/page-messages';
import { useLocale, localePath } from '@shared/i18n/locale-context';
import { TextLink } from '@shared/ui/TextLink';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';

/** One of the customer's orders in My Account: when it was placed and its status, its lines and totals, addresses. */
export function AccountOrderPage({ number }: { number: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useGetOrderQuery({ number, locale });
  const status = (query.error as { status?: unknown } | undefined)?.status;
  if (status === 404 || status === 400) return <NotFoundPage />;
  if (query.isError && !query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  const order = query.data;
  if (!order) return <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography>
        {intl.formatMessage(m.orderPlaced, {
          number: order.number,
          date: orderDate(order.createdAt, locale),
          status: intl.formatMessage(STATUS_MESSAGES[order.status]),
        })}
      </Typography>
      <OrderDetails order={order} />
      <OrderAddresses billing={order.billing} shipping={order.shipping} />
      <TextLink to={localePath(locale, '/my-account/orders/')} underline="always">
        {intl.formatMessage(m.backToOrders)}
      </TextLink>
    </Box>
  );
}
