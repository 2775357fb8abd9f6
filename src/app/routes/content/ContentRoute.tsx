import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { isLocale, type Locale } from '@domain/locales';
import { HOME_PAGE_SLUG, isPageSlug } from '@domain/content/validate';
import { useGetContentPageQuery } from '@features/content/api';
import { ContentBlocks } from '@features/content/components/ContentBlocks';
import { EmbeddedForm } from '@features/forms/components/EmbeddedForm';
import { PageContainer } from '@shared/ui/PageContainer';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PageLoading } from '../PageLoading';
import { Redirect } from '../Redirect';
import { renderProductCarousel } from './product-carousel-block';
import { usePageMeta } from '../use-page-meta';
import { homePath } from '@domain/page-paths';

/**
 * `/:locale/:slug/`: a content page (about, delivery, contact…) drawn from its blocks; 404 for an unknown one. The home
 * page's blocks are drawn on the home page: their own address leads there.
 */
export function ContentRoute() {
  const { locale, slug } = useParams();
  if (!isLocale(locale) || !slug || !isPageSlug(slug)) return <NotFoundPage />;
  if (slug === HOME_PAGE_SLUG) return <Redirect to={homePath(locale)} />;
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
        renderProducts={renderProductCarousel}
        renderForm={(block, dialogTitleId) => <EmbeddedForm slug={block.form} dialogTitleId={dialogTitleId} />}
      />
    </PageContainer>
  );
}
