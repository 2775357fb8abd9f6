import { useIntl } from 'react-intl';
import { HomeCatalogue } from '@features/catalogue/components/HomeCatalogue';
import { usePageMeta } from '../use-page-meta';
import { HomeHero } from './HomeHero';
import { HomeStories } from './HomeStories';
import { PageContainer } from '@shared/ui/PageContainer';
import { HydrationRegion } from '@shared/ui/hydration/HydrationRegion';
import { appMessages } from '../../messages';
import { siteData } from '../../ssr/structured-data';
import { useLocale } from '@shared/i18n/locale-context';

/** `/{locale}/`: the hero, the catalogue's category tiles and featured products, then the blocks the owner wrote. */
export function HomePage() {
  const intl = useIntl();
  const locale = useLocale();
  const description = intl.formatMessage(appMessages.appDescription);
  // The shop and its site for search engines: who sells, and how to search it.
  usePageMeta(intl.formatMessage(appMessages.appTitle), description, {
    structuredData: (origin) => siteData(locale, origin, description),
  });
  return (
    <PageContainer>
      <HomeHero />
      <HomeCatalogue />
      {/* Below the first screen: hydrated when it comes into view or is pressed. */}
      <HydrationRegion when="visible">
        <HomeStories />
      </HydrationRegion>
    </PageContainer>
  );
}
