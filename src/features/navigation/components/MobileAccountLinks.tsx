import type { ReactElement, RefObject } from 'react';
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
import { CountBadge } from '@shared/ui/CountBadge';
import type { AccountEntryState } from '../model/account-entry';
import { navigationMessages } from '../messages';

type EntryKey = 'account' | 'wishlist' | 'cart';

const ENTRIES: { key: EntryKey; message: MessageDescriptor; path: string; icon: ReactElement }[] = [
  { key: 'account', message: navigationMessages.navAccount, path: '/my-account/', icon: <PersonOutlinedIcon /> },
  { key: 'wishlist', message: navigationMessages.navWishlist, path: '/wishlist/', icon: <FavoriteBorderIcon /> },
  { key: 'cart', message: navigationMessages.navCart, path: '/cart/', icon: <ShoppingBagOutlinedIcon /> },
];

const rowSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  boxSizing: 'border-box' as const,
  inlineSize: '100%',
  minHeight: theme.shop.layout.touchTarget,
  paddingInline: theme.spacing(2),
  color: 'text.primary',
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: theme.typography.fontWeightBold },
});

export interface MobileAccountLinksProps {
  /** The account entry's action: a guest's opens the login dialog, as the header's button does. */
  account?: AccountEntryState;
  /** The wishlist entry's count and action (menu_action): by default a plain link without a count. */
  wishlist?: AccountEntryState;
  /** Closes the menu before the entry opens its popup. */
  onClose?: () => void;
  /** Where focus goes back when a popup opened from here closes: the hamburger, as the menu has closed. */
  opener?: RefObject<HTMLElement | null>;
}

/**
 * The 'Account' tab of the mobile menu: My Account (for a guest, a button opening the login dialog), the wishlist
 * (with its count badge, or a button opening the wishlist popup when menu_action says so) and the cart.
 */
export function MobileAccountLinks({ account, wishlist, onClose, opener }: MobileAccountLinksProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <Box component="ul" sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {ENTRIES.map(({ key, message, path, icon }) => {
        const href = localePath(locale, path);
        const state = key === 'wishlist' ? wishlist : key === 'account' ? account : undefined;
        const content = (
          <>
            <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
              {icon}
            </Box>
            {intl.formatMessage(message)}
            {!!state?.count && <CountBadge count={state.count} />}
          </>
        );
        return (
          <Box component="li" key={path} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {state?.onOpen ? (
              <Box
                component="button"
                type="button"
                aria-label={state.name}
                aria-haspopup="dialog"
                onClick={() => {
                  onClose?.();
                  state.onOpen?.(opener?.current ?? null);
                }}
                sx={(theme: Theme) => ({
                  ...rowSx(theme),
                  border: 0,
                  background: 'none',
                  font: 'inherit',
                  cursor: 'pointer',
                  textAlign: 'start',
                  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
                })}
              >
                {content}
              </Box>
            ) : (
              <TextLink
                to={href}
                underline="none"
                aria-label={state?.name}
                aria-current={isCurrentItem(href, `${pathname}${search}`) ? 'page' : undefined}
                sx={rowSx}
              >
                {content}
              </TextLink>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
