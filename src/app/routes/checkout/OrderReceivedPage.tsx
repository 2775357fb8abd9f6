import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useGetOrderQuery } from '@features/checkout/api';
import { OrderReceived } from '@features/checkout/components/order/OrderReceived';
import { orderMessages } from '@features/checkout/order-messages';
import { useLocale } from '@shared/i18n/locale-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';

/** `/:locale/checkout/order-received/:number/?key=…`: the order just placed (or opened from its e-mail's link). */
export function OrderReceivedPage() {
  const intl = useIntl();
  const locale = useLocale();
  const number = Number(useParams().number);
  const key = useSearchParams()[0].get('key') ?? undefined;
  const valid = Number.isInteger(number) && number > 0;
  const query = useGetOrderQuery({ number, locale, ...(key ? { key } : {}) }, { skip: !valid });
  usePageMeta(
    `${intl.formatMessage(orderMessages.title)} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(orderMessages.thankYou),
    PRIVATE_PAGE,
  );
  const status = (query.error as { status?: unknown } | undefined)?.status;
  if (!valid || status === 404 || status === 400) return <NotFoundPage />;
  if (query.isError && !query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      {query.data ? (
        <OrderReceived order={query.data} />
      ) : (
        <VisuallyHidden role="status">{intl.formatMessage(orderMessages.loading)}</VisuallyHidden>
      )}
    </PageContainer>
  );
}
