import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The state of an overlay (dialog, drawer) whose code is downloaded on first use (see `deferred`), opened by a
 * button:
 * - once opened it stays mounted while closed, so reopening keeps what the shopper did in it;
 * - following a link closes it, adjusted during render so the next page never shows it open;
 * - focus goes back to the opener when it closes, also where a click does not focus a button (Safari), so it never
 *   stays in an overlay that MUI marks aria-hidden (mui#46682); this runs after MUI's own focus restoration;
 * - when its code cannot be downloaded (offline), it stays closed and the next press tries again.
 */
export function useDeferredOverlay(suffix: string) {
  const location = useLocation();
  const id = `${useId()}-${suffix}`;
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && openerRef.current?.isConnected) openerRef.current.focus();
    wasOpen.current = open;
  }, [open]);

  // Stable, so a provider handing them out re-renders nothing when it renders again.
  const show = useCallback((opener?: HTMLButtonElement) => {
    if (opener) openerRef.current = opener;
    setMounted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const onLoadError = useCallback(() => {
    setOpen(false);
    setMounted(false);
  }, []);

  return {
    id,
    openerRef,
    open,
    mounted,
    /** Opens it; `opener` is the button focus goes back to, where several buttons open the same overlay. */
    show,
    close,
    onLoadError,
  };
}
