import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useGetOrderPaymentQuery, usePayOrderMutation } from '@features/checkout/api';
import { OrderNotPayable } from '@features/checkout/components/pay/OrderNotPayable';
import { OrderPay } from '@features/checkout/components/pay/OrderPay';
import { payMessages } from '@features/checkout/pay-messages';
import type { ApiError } from '@shared/api/problem';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';

/**
 * `/:locale/checkout/order-pay/:number/?key=…`: a pending order (a payment form's) paid by one of checkout's methods,
 * then the order-received page. An order this visitor may not read is a 404; one paid already says so.
 */
export function OrderPayPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const number = Number(useParams().number);
  const key = useSearchParams()[0].get('key') ?? undefined;
  const valid = Number.isInteger(number) && number > 0;
  const args = { number, locale, ...(key ? { key } : {}) };
  const query = useGetOrderPaymentQuery(args, { skip: !valid });
  const [pay] = usePayOrderMutation();
  usePageMeta(
    `${intl.formatMessage(payMessages.title)} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(payMessages.description),
    PRIVATE_PAGE,
  );
  const status = (query.error as ApiError | undefined)?.status;
  if (!valid || status === 404 || status === 400) return <NotFoundPage />;
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      {status === 409 ? (
        <OrderNotPayable number={number} orderKey={key} />
      ) : query.data ? (
        <OrderPay
          payment={query.data}
          pay={(paymentMethod) => pay({ ...args, paymentMethod }).unwrap()}
          onPaid={(order) =>
            void navigate(localePath(locale, `/checkout/order-received/${order.number}/?key=${order.key}`))
          }
        />
      ) : query.isError ? (
        <PageLoadError onRetry={() => void query.refetch()} />
      ) : (
        <VisuallyHidden role="status">{intl.formatMessage(payMessages.loading)}</VisuallyHidden>
      )}
    </PageContainer>
  );
}
