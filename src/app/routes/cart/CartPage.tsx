import { Typography } from '@mui/material';
import { CartView } from '@features/cart/components/CartView';
import { useIntl } from '@shared/i18n/intl';
import { PageContainer } from '@shared/ui/PageContainer';
import { usePageMeta } from '../use-page-meta';

/** The cart page (`/:locale/cart/`): the drawer's cart laid out for the page, lines beside the summary. */
export function CartPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'cart.page.title' });
  usePageMeta(
    `${title} | ${intl.formatMessage({ id: 'app.title' })}`,
    intl.formatMessage({ id: 'cart.page.description' }),
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
