import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { deferred } from '@shared/ui/Deferred';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import type { AccountDialogKind } from '../../model/dialogs';
import { DIALOG_MARKERS, markedDialog } from '../../model/dialogs';

const AccountDialog = deferred(() => import('./AccountDialog').then((module) => module.AccountDialog));

interface OpenOptions {
  /** Where to go once signed in. */
  redirect?: string;
  /** Where focus goes back when the dialog closes, when what was focused is gone (the mobile menu has closed). */
  opener?: HTMLElement | null;
}

interface AccountDialogsApi {
  /** Opens the login, register or lost-password dialog. */
  open: (kind: AccountDialogKind, options?: OpenOptions) => void;
  /** Starts downloading the dialog's code (on hover or focus of what opens it). */
  preload: () => void;
  /** Says something to screen readers in the page's own status region (signed in, signed out). */
  announce: (text: string) => void;
}

const Context = createContext<AccountDialogsApi>({
  open: () => undefined,
  preload: () => undefined,
  announce: () => undefined,
});

export const useAccountDialogs = () => useContext(Context);

/**
 * The account dialogs, available on every page: one dialog whose content is the login, register or lost-password
 * form, opened by the header's button, by the forms' own links, and by any link marked open-login, open-register or
 * open-lost-password (class or data-account-dialog) anywhere in the page. Its code is downloaded on first use; following a
 * link closes it.
 */
export function AccountDialogsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [kind, setKind] = useState<AccountDialogKind | null>(null);
  const [redirect, setRedirect] = useState<string | undefined>();
  const [mounted, setMounted] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setKind(null);
  }

  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback((next: AccountDialogKind, options: OpenOptions = {}) => {
    opener.current = options.opener ?? null;
    setMounted(true);
    setRedirect(options.redirect);
    setKind(next);
  }, []);

  // After MUI's own focus restoration (to what was focused when it opened, if it is still there).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && kind === null && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = kind !== null;
  }, [kind]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(DIALOG_MARKERS);
      const marked = link ? markedDialog(link) : null;
      if (!marked) return;
      event.preventDefault();
      open(marked);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

  const api = useMemo<AccountDialogsApi>(
    () => ({ open, preload: AccountDialog.preload, announce: setAnnouncement }),
    [open],
  );
  return (
    <Context.Provider value={api}>
      {children}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {mounted && (
        <AccountDialog
          kind={kind}
          redirect={redirect}
          onSwitch={setKind}
          onClose={() => setKind(null)}
          onAnnounce={setAnnouncement}
          onLoadError={() => setKind(null)}
        />
      )}
    </Context.Provider>
  );
}
