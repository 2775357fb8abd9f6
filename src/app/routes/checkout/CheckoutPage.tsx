import { Box, Button, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useCustomerAccount, useSessionUser } from '@entities/customer/api';
import { Link as RouterLink } from 'react-router-dom';
import { CheckoutForm } from '@features/checkout/components/CheckoutForm';
import { useGetCheckoutQuery } from '@features/checkout/api';
import { checkoutMessages } from '@features/checkout/messages';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { appMessages } from '../../messages';
import { PageLoadError } from '../PageLoadError';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';

/** `/:locale/checkout/`: billing and shipping details, the order's review, payment and 'Place order'. */
export function CheckoutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const query = useGetCheckoutQuery(locale);
  // A customer's saved addresses fill the form: it waits for them (the server reads them with the page).
  const { known, user } = useSessionUser();
  const account = useCustomerAccount();
  const title = intl.formatMessage(checkoutMessages.title);
  usePageMeta(
    `${title} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(checkoutMessages.description),
    PRIVATE_PAGE,
  );
  const checkout = query.data;

  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      <Typography component="h1" variant="h1" sx={{ marginBlockEnd: 3 }}>
        {title}
      </Typography>
      {!checkout && query.isError && <PageLoadError onRetry={() => void query.refetch()} />}
      {!checkout && !query.isError && (
        <VisuallyHidden role="status">{intl.formatMessage(checkoutMessages.updating)}</VisuallyHidden>
      )}
      {checkout && checkout.cart.items.length === 0 && (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{intl.formatMessage(checkoutMessages.empty)}</Typography>
          <Button component={RouterLink} to={localePath(locale, '/shop/')} variant="contained">
            {intl.formatMessage(checkoutMessages.returnToShop)}
          </Button>
        </Box>
      )}
      {checkout && checkout.cart.items.length > 0 && known && (!user || account.data || account.isError) && (
        <CheckoutForm checkout={checkout} account={account.data ?? null} />
      )}
    </PageContainer>
  );
}
