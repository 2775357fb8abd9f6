import type { IntlShape } from 'react-intl';
import { wishlistMessages } from '../messages';

/** A list's name as shown: its own, or 'Wishlist' in the shopper's language for the unnamed one. */
export const listName = (intl: IntlShape, list: { name: string }): string =>
  list.name || intl.formatMessage(wishlistMessages.title);
