import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { TextLink } from '@shared/ui/TextLink';
import { Box, Button, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { orderDate } from '@domain/checkout/order-format';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { Price } from '@shared/ui/Price';
import { accountPageMessages as m } from '../../page-messages';
import type { OrderSummaryPage } from '../../model/types';
import { STATUS_MESSAGES } from '../../model/status';

const cell = (theme: Theme) => ({
  paddingBlock: 1.5,
  paddingInline: 1,
  borderBlockEnd: `1px solid ${theme.palette.divider}`,
  textAlign: 'start' as const,
  verticalAlign: 'middle',
});

/**
 * The customer's orders, ten a page: a real table (caption, column headers, the order number as each row's header),
 * scrollable on its own on narrow screens; links to each order and between pages; or, with none, a way to the shop.
 */
export function OrdersTable({ page }: { page: OrderSummaryPage }) {
  const intl = useIntl();
  const locale = useLocale();
  const base = localePath(locale, '/my-account/orders/');
  if (page.total === 0) {
    return (
      <>
        <Typography sx={{ marginBlockEnd: 2 }}>{intl.formatMessage(m.noOrders)}</Typography>
        <Button component={RouterLink} to={localePath(locale, '/shop/')} variant="contained">
          {intl.formatMessage(m.browseProducts)}
        </Button>
      </>
    );
  }
  const pageLink = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  return (
    <>
      <Box
        tabIndex={0}
        role="region"
        aria-labelledby="account-orders-caption"
        // Positioned, so the prices' visually hidden words scroll with the table instead of widening the page.
        sx={{ position: 'relative', overflowX: 'auto', '&:focus-visible': { outlineOffset: 2 } }}
      >
        <Box component="table" sx={{ inlineSize: '100%', borderCollapse: 'collapse', minInlineSize: 560 }}>
          <Box
            component="caption"
            id="account-orders-caption"
            sx={{ textAlign: 'start', paddingBlockEnd: 1, color: 'text.secondary' }}
          >
            {intl.formatMessage(m.ordersCaption)}
          </Box>
          <thead>
            <tr>
              {[m.orderColumn, m.dateColumn, m.statusColumn, m.totalColumn, m.actionsColumn].map((column) => (
                <Box
                  component="th"
                  scope="col"
                  key={column.id}
                  sx={(theme: Theme) => ({ ...cell(theme), fontWeight: 600 })}
                >
                  {intl.formatMessage(column)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.orders.map((order) => (
              <tr key={order.number}>
                <Box component="th" scope="row" sx={cell}>
                  <TextLink to={`${base}${order.number}/`}>
                    {intl.formatMessage(m.orderNumber, { number: order.number })}
                  </TextLink>
                </Box>
                <Box component="td" sx={cell}>
                  <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
                </Box>
                <Box component="td" sx={cell}>
                  {intl.formatMessage(STATUS_MESSAGES[order.status])}
                </Box>
                <Box component="td" sx={cell}>
                  {intl.formatMessage(m.totalForItems, {
                    total: <Price amount={order.total} />,
                    count: order.itemCount,
                  })}
                </Box>
                <Box component="td" sx={cell}>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {/* An order waiting for payment (a payment form's) is paid from here. */}
                    {order.status === 'pending' && (
                      <Button
                        component={RouterLink}
                        to={localePath(locale, `/checkout/order-pay/${order.number}/`)}
                        variant="contained"
                        size="small"
                        aria-label={intl.formatMessage(m.payOrder, { number: order.number })}
                      >
                        {intl.formatMessage(m.pay)}
                      </Button>
                    )}
                    <Button
                      component={RouterLink}
                      to={`${base}${order.number}/`}
                      variant="outlined"
                      size="small"
                      aria-label={intl.formatMessage(m.viewOrder, { number: order.number })}
                    >
                      {intl.formatMessage(m.view)}
                    </Button>
                  </Box>
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {page.pages > 1 && (
        <Box
          component="nav"
          aria-label={intl.formatMessage(m.pagination)}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, marginBlockStart: 2, flexWrap: 'wrap' }}
        >
          {page.page > 1 && (
            <Button component={RouterLink} to={pageLink(page.page - 1)} variant="outlined">
              {intl.formatMessage(m.previous)}
            </Button>
          )}
          <Typography aria-current="page">
            {intl.formatMessage(m.pageOf, { page: page.page, pages: page.pages })}
          </Typography>
          {page.page < page.pages && (
            <Button component={RouterLink} to={pageLink(page.page + 1)} variant="outlined">
              {intl.formatMessage(m.next)}
            </Button>
          )}
        </Box>
      )}
    </>
  );
}
