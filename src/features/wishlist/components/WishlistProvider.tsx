import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import { WishlistUiContext, type WishlistToast as Toast, type WishlistUi } from '../hooks/useWishlistUi';
import { WishlistToast } from './WishlistToast';

// The popup and the manage dialog, with the list's code, are downloaded on the first press (or hover, or focus).
const WishlistPopup = deferred(() => import('./WishlistPopup').then((module) => module.WishlistPopup));
const ManageDialog = deferred(() => import('./ManageDialog').then((module) => module.ManageDialog));

/**
 * Gives every wishlist button the popup, the manage popup and the toast, once per page. Each overlay gives focus
 * back to what opened it.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const popup = useDeferredOverlay('wishlist');
  const manage = useDeferredOverlay('wishlist-manage');
  const [opening, setOpening] = useState({ seq: 0, notice: undefined as string | undefined });
  const [toast, setToast] = useState<Toast | null>(null);
  const dismiss = useCallback(() => setToast(null), []);
  const { show: showPopup } = popup;
  const { show: showManage } = manage;

  const ui = useMemo<WishlistUi>(
    () => ({
      openPopup: (opener, notice) => {
        setOpening((previous) => ({ seq: previous.seq + 1, notice }));
        showPopup(opener ?? undefined);
      },
      openManage: (opener) => showManage(opener ?? undefined),
      showToast: setToast,
      preload: WishlistPopup.preload,
    }),
    [showPopup, showManage],
  );

  return (
    <WishlistUiContext value={ui}>
      {children}
      {popup.mounted && (
        <WishlistPopup
          id={popup.id}
          open={popup.open}
          onClose={popup.close}
          notice={opening.notice}
          openSeq={opening.seq}
          onLoadError={popup.onLoadError}
        />
      )}
      {manage.mounted && <ManageDialog open={manage.open} onClose={manage.close} onLoadError={manage.onLoadError} />}
      <WishlistToast toast={toast} onDismiss={dismiss} />
    </WishlistUiContext>
  );
}
