import { Box } from '@mui/material';
import type { ApiError } from '@shared/api/problem';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useGetProductQuery } from '@entities/product/api';
import { ProductView } from './ProductView';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { ProductMeta } from './ProductMeta';
import { productMessages } from '@features/product/messages';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';

/**
 * `/:locale/product/:slug`: the product feature's view with the page's title and description, the not-found page
 * when the API says there is no such product (404 product_not_found), and a retry when it cannot be loaded.
 */
export function ProductPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useGetProductQuery({ slug, locale });
  const error = query.error as ApiError | undefined;
  if (error?.status === 404) return <NotFoundPage />;
  if (error && !query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <Box aria-busy="true" sx={{ minBlockSize: '60vh' }}>
        <VisuallyHidden role="status">{intl.formatMessage(productMessages.loading)}</VisuallyHidden>
      </Box>
    );
  }
  const product = query.data;
  return (
    <>
      <ProductMeta product={query.data} />
      {/* Another product (or locale) starts its choice afresh. */}
      <ProductView
        key={`${locale}:${query.data.id}`}
        product={query.data}
        actions={(choice) => (
          <WishlistToggle productId={product.id} variationId={choice.variation?.id} name={product.name} />
        )}
      />
    </>
  );
}
