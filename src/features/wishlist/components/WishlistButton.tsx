import { useIntl } from '@shared/i18n/intl';
import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@mui/material';
import { CountBadge } from '@shared/ui/CountBadge';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { localePath, useLocale } from '@shared/i18n/locale-context';

export interface WishlistButtonProps {
  /** Items in the shopper's wishlist; the wishlist issue wires it. */
  count?: number;
}

/**
 * The header's wishlist link with its count badge (merchandising §2: count badge and the label 'Wishlist').
 * The badge is not announced on its own, so the count is part of the accessible name ('Wishlist, 2 items').
 */
export function WishlistButton({ count = 0 }: WishlistButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <IconButton
      component={RouterLink}
      to={localePath(locale, '/wishlist/')}
      aria-label={intl.formatMessage({ id: 'wishlist.button.name' }, { count })}
      color="inherit"
    >
      <CountBadge count={count}>
        <FavoriteBorderIcon />
      </CountBadge>
    </IconButton>
  );
}
