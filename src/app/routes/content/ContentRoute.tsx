import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '@domain/locales';
import { isPageSlug } from '@domain/content/validate';
import { useGetContentPageQuery } from '@features/content/api';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import { ProductCarousel } from '@features/catalogue/components/ProductCarousel';
import type { ProductCardData } from '@features/catalogue/model/types';
import { PageContainer } from '@shared/ui/PageContainer';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PageLoading } from '../PageLoading';
import { usePageMeta } from '../use-page-meta';

/** `/:locale/:slug/`: a content page (about, delivery, contact…) drawn from its blocks; 404 for an unknown one. */
export function ContentRoute() {
  const { locale, slug } = useParams();
  if (!isLocale(locale) || !slug || !isPageSlug(slug)) return <NotFoundPage />;
  return <ContentPage key={slug} slug={slug} locale={locale} />;
}

function ContentPage({ slug, locale }: { slug: string; locale: Locale }) {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetContentPageQuery({ slug, locale });
  usePageMeta(
    data ? `${data.title} | ${intl.formatMessage(appMessages.appTitle)}` : intl.formatMessage(appMessages.appTitle),
    data?.description,
  );
  if ((error as { status?: number } | undefined)?.status === 404) return <NotFoundPage />;
  if (isLoading) return <PageLoading />;
  if (!data) return <PageLoadError onRetry={refetch} />;
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 5 }}>
      <Typography component="h1" variant="h1" sx={{ marginBlockEnd: 3 }}>
        {data.title}
      </Typography>
      <ContentBlocks
        first
        blocks={data.blocks}
        renderProducts={(block) => (
          <ProductCarousel
            title={block.title}
            products={block.cards as ProductCardData[]}
            items={block.items}
            autoplay={block.autoplay}
          />
        )}
      />
    </PageContainer>
  );
}
