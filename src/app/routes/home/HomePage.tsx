import { useIntl } from 'react-intl';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import { usePageMeta } from '../use-page-meta';
import { HomeHero } from './HomeHero';
import { HomeStories } from './HomeStories';
import { PageContainer } from '@shared/ui/PageContainer';
import { appMessages } from '../../messages';

/** `/{locale}/`: the hero, the catalogue's category tiles and featured products, then the blocks the owner wrote. */
export function HomePage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(appMessages.appTitle), intl.formatMessage(appMessages.appDescription));
  return (
    <PageContainer>
      <HomeHero />
      <HomeCatalogue />
      <HomeStories />
    </PageContainer>
  );
}
