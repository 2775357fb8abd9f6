import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { IconButton } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { cartCountFromCookie, selectCartAdded, selectCartCount } from '@entities/cart/events';
import { useSettings } from '@shared/api/settings-api';
import { useIntl } from 'react-intl';
import { cappedCount, CountBadge } from '@shared/ui/CountBadge';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useCookieHeader } from '@shared/lib/cookies';
import { cartMessages } from '../messages';

// The drawer and the cart's API client come on the first press (or hover, or focus): the badge needs neither (the
// count comes with the page's cookie), so a first visit downloads none of it.
const CartDrawer = deferred(() => import('./CartDrawer').then(({ CartDrawer: Drawer }) => Drawer));

/** The 'cart updated' announcement comes 1 s after the add, once the drawer has taken focus. */
export const ANNOUNCE_DELAY_MS = 1000;

export interface CartButtonProps {
  /** A fixed count (stories of the header); by default the cart's latest answer, else the server's cookie. */
  count?: number;
}

/** What has focus, to give it back when the drawer that an add opened closes. */
const focused = () => {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? (element as HTMLButtonElement) : undefined;
};

/**
 * The header's cart button: opens the cart drawer, with the count in its badge and its
 * name ('Cart, 2 items'). After an add anywhere in the shop the drawer opens when the store says so
 * (add_to_cart_behaviour 'open_cart_drawer'), and the add is announced 1 s later from a status region: the drawer's
 * own while it is open (the rest of the page is hidden from assistive technology then), else the page's.
 */
export function CartButton({ count: fixedCount }: CartButtonProps) {
  const intl = useIntl();
  const { addToCartBehaviour } = useSettings().cart;
  const { id, openerRef, open, mounted, show, close, onLoadError } = useDeferredOverlay('cart');
  const cookies = useCookieHeader();
  const [cookieCount] = useState(() => cartCountFromCookie(cookies));
  const knownCount = useSelector(selectCartCount);
  const count = fixedCount ?? knownCount ?? cookieCount;
  const added = useSelector(selectCartAdded);
  const [announcement, setAnnouncement] = useState('');

  const [heardSeq, setHeardSeq] = useState(added?.seq);
  if (heardSeq !== added?.seq) {
    // A new add: the previous sentence goes, so the same sentence said again is a change the region announces.
    setHeardSeq(added?.seq);
    setAnnouncement('');
  }

  useEffect(() => {
    if (!added) return undefined;
    CartDrawer.preload();
    // After the current effects: a closing quick view first gives focus back to its card.
    const opening = addToCartBehaviour === 'open_cart_drawer' ? setTimeout(() => show(focused()), 0) : undefined;
    const announcing = setTimeout(
      () => setAnnouncement(intl.formatMessage(cartMessages.announceAdded, { name: added.name })),
      ANNOUNCE_DELAY_MS,
    );
    return () => {
      clearTimeout(opening);
      clearTimeout(announcing);
    };
    // One event per add: the sequence number says when there is a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added?.seq]);

  const capped = cappedCount(intl, count);
  return (
    <>
      <IconButton
        ref={openerRef}
        aria-label={
          // A count past the badge's is said as the badge shows it ('99+'): the name holds what is seen.
          capped
            ? intl.formatMessage(cartMessages.buttonNameCapped, { shown: capped })
            : intl.formatMessage(cartMessages.buttonName, { count })
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => show(event.currentTarget)}
        onPointerEnter={CartDrawer.preload}
        onFocus={CartDrawer.preload}
        color="inherit"
      >
        <CountBadge count={count}>
          <ShoppingBagOutlinedIcon />
        </CountBadge>
      </IconButton>
      {mounted && (
        <CartDrawer id={id} open={open} onClose={close} announcement={announcement} onLoadError={onLoadError} />
      )}
      <VisuallyHidden role="status">{open ? '' : announcement}</VisuallyHidden>
    </>
  );
}
