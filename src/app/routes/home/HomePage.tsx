import { useIntl } from '@shared/i18n/intl';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import { usePageMeta } from '../use-page-meta';
import { HomeHero } from './HomeHero';
import { PageContainer } from '@shared/ui/PageContainer';

/** `/{locale}/`: the hero, then the catalogue's category tiles and featured products. */
export function HomePage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'app.title' }), intl.formatMessage({ id: 'app.description' }));
  return (
    <PageContainer>
      <HomeHero />
      <HomeCatalogue />
    </PageContainer>
  );
}
