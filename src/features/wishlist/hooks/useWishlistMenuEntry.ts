import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { wishlistMessages } from '../messages';
import { useDefaultWishlist } from './useDefaultWishlist';
import { useWishlistUi } from './useWishlistUi';

/**
 * The wishlist's entry in the mobile menu, like the header's link: its count ('Wishlist, 2 items') and, with
 * menu_action 'open_popup', the popup instead of the page (focus then goes back to `opener`).
 */
export function useWishlistMenuEntry(): {
  name: string;
  count: number;
  onOpen?: (opener: HTMLElement | null) => void;
} {
  const intl = useIntl();
  const ui = useWishlistUi();
  const { menuAction, reloadCount } = useSettings().wishlist;
  const { count } = useDefaultWishlist({ load: reloadCount });
  return {
    name: intl.formatMessage(wishlistMessages.buttonName, { count }),
    count,
    ...(menuAction === 'open_popup' && {
      onOpen: (opener: HTMLElement | null) => ui.openPopup(opener instanceof HTMLButtonElement ? opener : null),
    }),
  };
}
