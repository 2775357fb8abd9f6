import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { IconButton } from '@mui/material';
import { CountBadge } from '@shared/ui/CountBadge';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { wishlistMessages } from '../messages';

export interface WishlistButtonProps {
  /** Items in the shopper's wishlist; the wishlist issue wires it. */
  count?: number;
}

/**
 * The header's wishlist link with its count badge (count badge and the label 'Wishlist').
 * The badge is not announced on its own, so the count is part of the accessible name ('Wishlist, 2 items').
 */
export function WishlistButton({ count = 0 }: WishlistButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <IconButton
      component={RouterLink}
      to={localePath(locale, '/wishlist/')}
      aria-label={intl.formatMessage(wishlistMessages.buttonName, { count })}
      color="inherit"
    >
      <CountBadge count={count}>
        <FavoriteBorderIcon />
      </CountBadge>
    </IconButton>
  );
}
