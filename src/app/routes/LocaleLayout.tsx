import { Outlet, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import { LocaleProviders } from '../providers/LocaleProviders';
import { ShopShell } from './ShopShell';
import { NotFoundPage } from './NotFoundPage';
import { RouteAnnouncer } from './RouteAnnouncer';

/** Validates the locale segment; an unknown one gets the 404 page in the default locale. */
export function LocaleLayout() {
  const { locale } = useParams();
  return (
    <RouteAnnouncer>
      {isLocale(locale) ? (
        <LocaleProviders locale={locale}>
          <ShopShell>
            <Outlet />
          </ShopShell>
        </LocaleProviders>
      ) : (
        <LocaleProviders locale={DEFAULT_LOCALE}>
          <ShopShell>
            <NotFoundPage />
          </ShopShell>
        </LocaleProviders>
      )}
    </RouteAnnouncer>
  );
}
