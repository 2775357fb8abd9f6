import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isMarked } from '@domain/wishlist';
import { useSettings } from '@shared/api/settings-api';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from '../api';
import { useDefaultWishlist } from './useDefaultWishlist';
import { wishlistMessages } from '../messages';
import { wishlistProblem } from '../model/problem-text';
import { useWishlistUi } from './useWishlistUi';

export type WishlistToggleState = 'normal' | 'adding' | 'added';

export interface WishlistToggleTarget {
  productId: number;
  /** The chosen variation: the button points at it while one is chosen. */
  variationId?: number | null;
  name: string;
}

/**
 * A wishlist button's state and press, as the store's settings say: not added → add, then button_action ('list' opens
 * the popup with the notice, 'message' shows the toast, 'no' nothing); added → button_action_added ('remove',
 * 'page' goes to the wishlist page, 'popup' opens it). `announcement` is what the button's status region says.
 */
export function useWishlistToggle({ productId, variationId, name }: WishlistToggleTarget) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { wishlist: settings } = useSettings();
  const ui = useWishlistUi();
  const { data } = useDefaultWishlist();
  const [add, adding] = useAddToWishlistMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const [announcement, setAnnouncement] = useState('');
  const id = variationId ?? productId;
  const added = data ? isMarked(data.ids, id) : false;
  const state: WishlistToggleState = adding.isLoading || removing.isLoading ? 'adding' : added ? 'added' : 'normal';

  const say = (text: string) => {
    // Cleared first, so the same sentence said twice is heard twice.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  };

  const press = async (opener: HTMLButtonElement | null) => {
    if (state === 'adding') return;
    if (!added) {
      const answer = await add({ locale, productId, ...(variationId ? { variationId } : {}) });
      if ('error' in answer) return say(intl.formatMessage(wishlistProblem(answer.error)));
      const notice = intl.formatMessage(wishlistMessages.added, { name });
      say(notice);
      if (settings.buttonAction === 'list') ui.openPopup(opener, notice);
      else if (settings.buttonAction === 'message') {
        ui.showToast({ name: answer.data.added?.name ?? name, image: answer.data.added?.image ?? null });
      }
      return;
    }
    if (settings.buttonActionAdded === 'remove') {
      // A parent shown as added through its variation removes what was saved under it.
      const answer = await remove({ locale, id });
      say(
        'error' in answer
          ? intl.formatMessage(wishlistProblem(answer.error))
          : intl.formatMessage(wishlistMessages.removed, { name }),
      );
    } else if (settings.buttonActionAdded === 'page') void navigate(localePath(locale, '/wishlist/'));
    else ui.openPopup(opener);
  };

  const action =
    state === 'normal' || state === 'adding'
      ? wishlistMessages.add
      : settings.buttonActionAdded === 'remove'
        ? wishlistMessages.remove
        : wishlistMessages.browse;

  return { state, press, label: intl.formatMessage(action), announcement, preload: ui.preload };
}
