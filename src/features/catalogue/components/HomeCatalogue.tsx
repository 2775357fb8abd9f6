import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { useLocale } from '@shared/i18n/locale-context';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useGetHomeQuery } from '../api';
import { CATEGORY_COLUMNS, FEATURED_COUNT, productColumns } from '../model/home';
import { CategoryTiles } from './CategoryTiles';
import { FeaturedProducts } from './FeaturedProducts';
import { GridSkeleton } from './GridSkeleton';
import { HomeSection } from './HomeSection';
import { LoadError } from './LoadError';
import { sharedMessages } from '@shared/i18n/messages';
import { catalogueMessages } from '../messages';

/**
 * The catalogue part of the home page: the featured row (products in the first screen), then the category tiles,
 * with their loading,
 * error and empty states. `currentData` (not `data`) is used so that after a language switch the
 * previous language's names are never shown under the new language's headings.
 */
export function HomeCatalogue() {
  const intl = useIntl();
  const locale = useLocale();
  const { listing } = useSettings();
  const { currentData, error, isFetching, refetch } = useGetHomeQuery(locale);
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const retried = useRef(false);

  // After a retry the alert holding focus is replaced: focus goes to the content that replaced it.
  useEffect(() => {
    if (currentData && retried.current) {
      retried.current = false;
      // Only when focus was lost with the alert: never pull it away from where the shopper went.
      if (document.activeElement === document.body) firstHeading.current?.focus();
    }
  }, [currentData]);

  if (error && !currentData) {
    const retry = () => {
      retried.current = true;
      void refetch();
    };
    return <LoadError error={error} onRetry={retry} retrying={isFetching} />;
  }

  const loading = !currentData;
  const loadingText = <VisuallyHidden>{intl.formatMessage(sharedMessages.commonLoading)}</VisuallyHidden>;
  return (
    <>
      <HomeSection title={intl.formatMessage(catalogueMessages.featuredTitle)} busy={loading} headingRef={firstHeading}>
        {currentData ? (
          <FeaturedProducts products={currentData.featured} />
        ) : (
          <>
            {loadingText}
            <GridSkeleton count={FEATURED_COUNT} columns={productColumns(listing.columns)} ratio="1 / 1" />
          </>
        )}
      </HomeSection>
      <HomeSection title={intl.formatMessage(catalogueMessages.categoriesTitle)} busy={loading}>
        {currentData ? (
          <CategoryTiles categories={currentData.categories} />
        ) : (
          <>
            {loadingText}
            <GridSkeleton count={6} columns={CATEGORY_COLUMNS} ratio="4 / 3" />
          </>
        )}
      </HomeSection>
    </>
  );
}
