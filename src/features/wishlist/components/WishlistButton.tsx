import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useSettings } from '@shared/api/settings-api';
import { cappedCount, CountBadge } from '@shared/ui/CountBadge';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { useDefaultWishlist } from '../hooks/useDefaultWishlist';
import { useWishlistUi } from '../hooks/useWishlistUi';
import { wishlistMessages } from '../messages';

export interface WishlistButtonProps {
  /** A fixed count (stories of the header); by default the list's latest answer, else the server's cookie. */
  count?: number;
}

/**
 * The header's wishlist link with its count badge and the label 'Wishlist'. As menu_action says, it opens the
 * wishlist page or the popup. The badge is not announced on its own, so the count is part of the name
 * ('Wishlist, 2 items'). The count comes with the page's cookie; with reload_count on, it is also asked of the
 * server as the page loads (a page served from a cache may carry an old one).
 */
export function WishlistButton({ count: fixedCount }: WishlistButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  const ui = useWishlistUi();
  const { menuAction, reloadCount } = useSettings().wishlist;
  // reload_count: the count is asked of the server as the page loads, not only read from the page's cookie.
  const { count: knownCount } = useDefaultWishlist({ load: reloadCount });
  const count = fixedCount ?? knownCount;
  // A count past the badge's is said as the badge shows it ('99+'): the name holds what is seen.
  const capped = cappedCount(intl, count);
  const name = capped
    ? intl.formatMessage(wishlistMessages.buttonNameCapped, { shown: capped })
    : intl.formatMessage(wishlistMessages.buttonName, { count });
  const badge = (
    <CountBadge count={count}>
      <FavoriteBorderIcon />
    </CountBadge>
  );
  if (menuAction === 'open_popup') {
    return (
      <IconButton
        aria-label={name}
        aria-haspopup="dialog"
        color="inherit"
        onClick={(event) => ui.openPopup(event.currentTarget)}
        onMouseEnter={ui.preload}
        onFocus={ui.preload}
      >
        {badge}
      </IconButton>
    );
  }
  return (
    <IconButton component={RouterLink} to={localePath(locale, '/wishlist/')} aria-label={name} color="inherit">
      {badge}
    </IconButton>
  );
}
