import { Typography } from '@mui/material';
import { CartView } from '@features/cart/components/CartView';
import { useIntl } from 'react-intl';
import { PageContainer } from '@shared/ui/PageContainer';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';
import { cartDrawerMessages } from '@features/cart/drawer-messages';
import { appMessages } from '../../messages';

/** The cart page (`/:locale/cart/`): the drawer's cart laid out for the page, lines beside the summary. */
export function CartPage() {
  const intl = useIntl();
  const title = intl.formatMessage(cartDrawerMessages.pageTitle);
  usePageMeta(
    `${title} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(cartDrawerMessages.pageDescription),
    PRIVATE_PAGE,
  );
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      <Typography component="h1" variant="h1" sx={{ marginBlockEnd: 3 }}>
        {title}
      </Typography>
      <CartView variant="page" />
    </PageContainer>
  );
}
