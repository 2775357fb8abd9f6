import { useIntl } from 'react-intl';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { deferred } from '@shared/ui/Deferred';
import { useDeferredOverlay } from '@shared/ui/useDeferredOverlay';
import type { MarkedMenuItem } from '../model/current-item';
import type { AccountEntryState } from '../model/account-entry';
import { navigationMessages } from '../messages';

// The drawer (MUI Drawer, Modal, Tabs, focus trap, transitions) is downloaded when the menu first opens.
const MobileMenuDrawer = deferred(() => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer));

export interface MobileMenuProps {
  items: MarkedMenuItem[];
  /** The Account tab's account entry (the login dialog for a guest), handed in by the shell. */
  account?: AccountEntryState;
  /** The Account tab's wishlist entry (count, menu_action), handed in by the shell. */
  wishlist?: AccountEntryState;
}

/** The menu at or below the mobile breakpoint: a hamburger that opens a temporary drawer (MobileMenuDrawer). */
export function MobileMenu({ items, account, wishlist }: MobileMenuProps) {
  const intl = useIntl();
  // Once opened, the drawer stays mounted (closed), so its tab and expanded branches are kept.
  const { id, openerRef, open, mounted, show, close, onLoadError } = useDeferredOverlay('drawer');

  return (
    <>
      <IconButton
        ref={openerRef}
        aria-label={intl.formatMessage(navigationMessages.navMobileOpen)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => show()}
        // Intent to open (hover, focus, the start of a tap) starts the download, so the drawer opens at once.
        onPointerEnter={MobileMenuDrawer.preload}
        onPointerDown={MobileMenuDrawer.preload}
        onFocus={MobileMenuDrawer.preload}
        color="inherit"
      >
        <MenuIcon />
      </IconButton>
      {mounted && (
        <MobileMenuDrawer
          items={items}
          open={open}
          onClose={close}
          id={id}
          onLoadError={onLoadError}
          account={account}
          wishlist={wishlist}
          opener={openerRef}
        />
      )}
    </>
  );
}
