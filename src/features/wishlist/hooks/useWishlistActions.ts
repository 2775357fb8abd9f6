import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { useEmptyWishlistMutation, useRemoveFromWishlistMutation, useSaveWishlistNoteMutation } from '../api';
import { wishlistMessages } from '../messages';
import type { Wishlist, WishlistItem } from '../model/types';
import { wishlistProblem } from '../model/problem-text';

/**
 * What a shopper does to one of their lists (remove an item, save a note, empty it), each outcome said in the
 * list's notice area. `key` names the list unless it is the default one.
 */
export function useWishlistActions(list: Wishlist | undefined, initialNotice = '') {
  const intl = useIntl();
  const locale = useLocale();
  const args = { locale, ...(list?.key && !list.isDefault ? { key: list.key } : {}) };
  const [remove] = useRemoveFromWishlistMutation();
  const [empty] = useEmptyWishlistMutation();
  const [saveNote] = useSaveWishlistNoteMutation();
  const [notice, setNotice] = useState(initialNotice);

  return {
    notice,
    setNotice,
    remove: async (item: WishlistItem) => {
      const answer = await remove({ ...args, id: item.id });
      setNotice(
        'error' in answer
          ? intl.formatMessage(wishlistProblem(answer.error))
          : intl.formatMessage(wishlistMessages.removed, { name: item.product.name }),
      );
    },
    empty: async () => {
      const answer = await empty(args);
      setNotice('error' in answer ? intl.formatMessage(wishlistProblem(answer.error)) : '');
    },
    /** Resolves with the refusal's sentence, or null once saved. */
    saveNote: async (item: WishlistItem, note: string): Promise<string | null> => {
      const answer = await saveNote({ ...args, id: item.id, note });
      if ('error' in answer) return intl.formatMessage(wishlistProblem(answer.error));
      setNotice(intl.formatMessage(wishlistMessages.noteSaved));
      return null;
    },
  };
}
