import { use } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import { LocaleProviders } from '../providers/LocaleProviders';
import { localeReady } from '../providers/locale-ready';
import { ShopShell } from './ShopShell';
import { LazyNotFoundPage } from './LazyNotFoundPage';
import { RouteAnnouncer } from './RouteAnnouncer';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * Validates the locale segment; an unknown one gets the 404 page in the default locale. Renders once the
 * locale's messages and styling have arrived (suspending until then: a language switch keeps the current page).
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const { pathname } = useLocation();
  use(localeReady(isLocale(locale) ? locale : DEFAULT_LOCALE));
  return (
    <RouteAnnouncer>
      {isLocale(locale) ? (
        <LocaleProviders locale={locale}>
          <ShopShell>
            <PageErrorBoundary resetKey={pathname}>
              <Outlet />
            </PageErrorBoundary>
          </ShopShell>
        </LocaleProviders>
      ) : (
        <LocaleProviders locale={DEFAULT_LOCALE}>
          <ShopShell>
            <LazyNotFoundPage />
          </ShopShell>
        </LocaleProviders>
      )}
    </RouteAnnouncer>
  );
}
