import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetCategoriesQuery } from '../api';
import { buildPrimaryMenu, type NavCategory } from '../model/menu';
import { markCurrentItems, type MarkedMenuItem } from '../model/current-item';

const NO_CATEGORIES: NavCategory[] = [];

/**
 * The primary menu of the current locale, with the current item and its ancestors marked. Home and Shop show at
 * once; categories join when the catalogue answers (and the menu still works if it never does).
 */
export function usePrimaryMenu(): MarkedMenuItem[] {
  const locale = useLocale();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { data: categories = NO_CATEGORIES } = useGetCategoriesQuery(locale);
  const home = intl.formatMessage({ id: 'nav.home' });
  const shop = intl.formatMessage({ id: 'nav.shop' });
  return useMemo(
    () => markCurrentItems(buildPrimaryMenu(categories, locale, { home, shop }), `${pathname}${search}`),
    [categories, locale, home, shop, pathname, search],
  );
}
