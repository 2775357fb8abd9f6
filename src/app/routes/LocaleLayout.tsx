import { Outlet, useParams } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import { LocaleProviders } from '../providers/LocaleProviders';
import { ShopShell } from './ShopShell';
import { NotFoundPage } from './NotFoundPage';

/** Validates the locale segment; an unknown one gets the 404 page in the default locale. */
export function LocaleLayout() {
  const { locale } = useParams();
  if (!isLocale(locale)) {
    return (
      <LocaleProviders locale={DEFAULT_LOCALE}>
        <ShopShell>
          <NotFoundPage />
        </ShopShell>
      </LocaleProviders>
    );
  }
  return (
    <LocaleProviders locale={locale}>
      <ShopShell>
        <Outlet />
      </ShopShell>
    </LocaleProviders>
  );
}
