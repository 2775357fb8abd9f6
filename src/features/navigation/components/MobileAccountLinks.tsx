import type { ReactElement } from 'react';
import { useIntl } from '@shared/i18n/intl';
import { useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { isCurrentItem } from '../model/current-item';
import { TextLink } from '@shared/ui/TextLink';

const ENTRIES: { messageId: string; path: string; icon: ReactElement }[] = [
  { messageId: 'nav.account', path: '/account/', icon: <PersonOutlinedIcon /> },
  { messageId: 'nav.wishlist', path: '/wishlist/', icon: <FavoriteBorderIcon /> },
  { messageId: 'nav.cart', path: '/cart/', icon: <ShoppingBagOutlinedIcon /> },
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
      {ENTRIES.map(({ messageId, path, icon }) => {
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
              {intl.formatMessage({ id: messageId })}
            </TextLink>
          </Box>
        );
      })}
    </Box>
  );
}
