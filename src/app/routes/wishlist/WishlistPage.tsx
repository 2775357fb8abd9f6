import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Box } from '@mui/material';
import type { ApiError } from '@shared/api/problem';
import { useLocale } from '@shared/i18n/locale-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useGetSharedWishlistQuery, useGetWishlistQuery } from '@features/wishlist/api';
import { WishlistPageView } from '@features/wishlist/components/WishlistPageView';
import { wishlistMessages } from '@features/wishlist/messages';
import { sharedListArgs } from '@features/wishlist/model/share';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';

/**
 * `/:locale/wishlist/` (the visitor's default list) and `/:locale/wishlist/:key/` (a list by its key: the visitor's
 * own, or, with the share link's `?token=`, someone else's, read-only). An unknown or malformed key or token, or
 * someone else's key without its token, is the not-found page.
 */
export function WishlistPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { key } = useParams();
  const [search] = useSearchParams();
  const args = key === undefined ? null : sharedListArgs(locale, key, search);
  const valid = key === undefined || args !== null;
  const own = useGetWishlistQuery({ locale }, { skip: key !== undefined });
  const shared = useGetSharedWishlistQuery(args ?? { locale, key: '' }, { skip: args === null });
  const query = key === undefined ? own : shared;
  const error = query.error as ApiError | undefined;
  const title = query.data?.name || intl.formatMessage(wishlistMessages.title);
  usePageMeta(
    `${title} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(wishlistMessages.pageDescription),
    PRIVATE_PAGE,
  );

  if (!valid || error?.status === 404) return <NotFoundPage />;
  if (error && !query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      {query.data ? (
        <WishlistPageView list={query.data} />
      ) : (
        <Box aria-busy="true" sx={{ minBlockSize: '50vh' }}>
          <VisuallyHidden role="status">{intl.formatMessage(wishlistMessages.loading)}</VisuallyHidden>
        </Box>
      )}
    </PageContainer>
  );
}
