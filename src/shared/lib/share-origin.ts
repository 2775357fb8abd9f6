import { createContext, useContext } from 'react';

/**
 * The origin share links start with: the page's own by default. A host that renders the page elsewhere (Storybook's
 * snapshots run on a random port) provides a fixed one, so the share field reads the same on every run.
 */
export const ShareOriginContext = createContext<string | null>(null);

export function useShareOrigin(): string {
  const provided = useContext(ShareOriginContext);
  if (provided !== null) return provided;
  return typeof window === 'undefined' ? '' : window.location.origin;
}
