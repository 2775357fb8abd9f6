import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { useWishlistUi } from '../hooks/useWishlistUi';
import { wishlistMessages } from '../messages';

/**
 * The 'Wishlist' entry of My Account's navigation: a link to the wishlist page, or (page_myaccount 'yes_popup') a
 * button opening the popup.
 */
export function AccountWishlistLink({ sx }: { sx?: SxProps<Theme> }) {
  const intl = useIntl();
  const locale = useLocale();
  const ui = useWishlistUi();
  const { pageMyAccount } = useSettings().wishlist;
  const label = intl.formatMessage(wishlistMessages.title);
  if (pageMyAccount === 'yes_popup') {
    return (
      <Button
        fullWidth
        color="inherit"
        aria-haspopup="dialog"
        onClick={(event) => ui.openPopup(event.currentTarget)}
        onMouseEnter={ui.preload}
        onFocus={ui.preload}
        sx={sx}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={localePath(locale, '/wishlist/')} fullWidth color="inherit" sx={sx}>
      {label}
    </Button>
  );
}
