import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { deferred } from '@shared/ui/Deferred';
import type { MarkedMenuItem } from '../model/current-item';

// The drawer (MUI Drawer, Modal, Tabs, focus trap, transitions) is downloaded when the menu first opens.
const MobileMenuDrawer = deferred(() => import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer));

export interface MobileMenuProps {
  items: MarkedMenuItem[];
}

/** The menu at or below the mobile breakpoint: a hamburger that opens a temporary drawer (MobileMenuDrawer). */
export function MobileMenu({ items }: MobileMenuProps) {
  const intl = useIntl();
  const location = useLocation();
  const drawerId = `${useId()}-drawer`;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted (closed), so its tab and expanded branches are kept.
  const [drawerMounted, setDrawerMounted] = useState(false);

  // Following a link inside the drawer closes it (adjusted during render, so the new page never shows it open).
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  // Focus goes back to the hamburger, even where a click does not focus a button (Safari), so it never stays in
  // the closing drawer when MUI marks it aria-hidden (mui#46682). This runs after MUI's own focus restoration.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) hamburgerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const show = () => {
    setDrawerMounted(true);
    setOpen(true);
  };
  const close = () => setOpen(false);
  // Offline, the drawer's code cannot arrive: the menu stays closed, and the next tap tries again.
  const onLoadError = () => {
    setOpen(false);
    setDrawerMounted(false);
  };

  return (
    <>
      <IconButton
        ref={hamburgerRef}
        aria-label={intl.formatMessage({ id: 'nav.mobile.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={show}
        // Intent to open (hover, focus, the start of a tap) starts the download, so the drawer opens at once.
        onPointerEnter={MobileMenuDrawer.preload}
        onPointerDown={MobileMenuDrawer.preload}
        onFocus={MobileMenuDrawer.preload}
        color="inherit"
      >
        <MenuIcon />
      </IconButton>
      {drawerMounted && (
        <MobileMenuDrawer items={items} open={open} onClose={close} id={drawerId} onLoadError={onLoadError} />
      )}
    </>
  );
}
