import { useEffect } from 'react';

/** On <html> once the client has taken over the page: its handlers attached, its effects run. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the page as hydrated. A server-rendered page looks finished before it works (the cookie notice the server
 * cannot know was answered, the top bar before it is measured): tests and the harness wait for this mark.
 */
export function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
