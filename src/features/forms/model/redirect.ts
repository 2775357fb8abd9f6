import { redirectTarget } from '@domain/forms/validate';
import type { FormRedirect } from '@domain/forms/fields';

/** What `leave` needs of the browser window (a stand-in in tests). */
export type LeavingWindow = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'assign' | 'reload'>;
};

/**
 * Follows a sent form's redirect: there in this tab, or in a new tab while this page reloads (in this tab when
 * the browser blocks the new one). Resolves only if this page comes back from the back/forward cache, so the
 * form stays 'sending' until it is left and its submit button is restored on return. False when the address
 * cannot be followed (the confirmation is shown instead).
 */
export function leave(redirect: FormRedirect, win: LeavingWindow = window): Promise<void> | false {
  const url = redirectTarget(redirect.url);
  if (!url) return false;
  return new Promise<void>((resolve) => {
    const restored = (event: Event) => {
      if (!(event as PageTransitionEvent).persisted) return;
      win.removeEventListener('pageshow', restored);
      resolve();
    };
    win.addEventListener('pageshow', restored);
    const opened = redirect.newTab ? win.open(url, '_blank') : null;
    if (opened) {
      // The new page gets no hold on this one.
      opened.opener = null;
      win.location.reload();
    } else {
      win.location.assign(url);
    }
  });
}
