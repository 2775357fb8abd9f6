import type { ReactElement } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { isCurrentItem } from '../model/current-item';
import { TextLink } from '@shared/ui/TextLink';
import { navigationMessages } from '../messages';

const ENTRIES: { message: MessageDescriptor; path: string; icon: ReactElement }[] = [
  { message: navigationMessages.navAccount, path: '/account/', icon: <PersonOutlinedIcon /> },
  { message: navigationMessages.navWishlist, path: '/wishlist/', icon: <FavoriteBorderIcon /> },
  { message: navigationMessages.navCart, path: '/cart/', icon: <ShoppingBagOutlinedIcon /> },
];

/**
 * The 'Account' tab of the mobile menu. These are plain links: the counts live on the header buttons, which
 * belong to the account, wishlist and cart features (a feature never imports another).
 */
export function MobileAccountLinks() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {ENTRIES.map(({ message, path, icon }) => {
        const href = localePath(locale, path);
        return (
          <Box component="li" key={path} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <TextLink
              to={href}
              underline="none"
              aria-current={isCurrentItem(href, `${pathname}${search}`) ? 'page' : undefined}
              sx={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.spacing(1.5),
                minHeight: theme.shop.layout.touchTarget,
                paddingInline: theme.spacing(2),
                color: 'text.primary',
                '&[aria-current="page"]': { color: 'primary.main', fontWeight: theme.typography.fontWeightBold },
              })}
            >
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                {icon}
              </Box>
              {intl.formatMessage(message)}
            </TextLink>
          </Box>
        );
      })}
    </Box>
  );
}
