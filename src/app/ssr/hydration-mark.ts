import { useEffect } from 'react';
import { onPageHydrated, shellHydrated } from '@shared/ui/hydration/regions';

/** On <html> once the client has taken over the page: its handlers attached, its effects run. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the page as hydrated, once every region that hydrates at once has (a region hydrated when it comes into view
 * may still be the server's HTML). A server-rendered page looks finished before it works (the cookie notice the server
 * cannot know was answered, the top bar before it is measured): tests and the harness wait for this mark.
 */
export function HydrationMark(): null {
  useEffect(() => {
    const unsubscribe = onPageHydrated(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
    shellHydrated();
    return unsubscribe;
  }, []);
  return null;
}
