import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLocale } from '@shared/i18n/locale-context';
import { useGetCategoryTreeQuery } from '@entities/category/api';
import { buildPrimaryMenu, toNavCategories } from '../model/menu';
import { markCurrentItems, type MarkedMenuItem } from '../model/current-item';
import { navigationMessages } from '../messages';

/**
 * The primary menu of the current locale, with the current item and its ancestors marked. Home and Shop show at
 * once; categories join when the catalogue answers (and the menu still works if it never does).
 */
export function usePrimaryMenu(): MarkedMenuItem[] {
  const locale = useLocale();
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { data: tree } = useGetCategoryTreeQuery(locale);
  const categories = useMemo(() => toNavCategories(tree), [tree]);
  const home = intl.formatMessage(navigationMessages.navHome);
  const shop = intl.formatMessage(navigationMessages.navShop);
  return useMemo(
    () => markCurrentItems(buildPrimaryMenu(categories, locale, { home, shop }), `${pathname}${search}`),
    [categories, locale, home, shop, pathname, search],
  );
}
