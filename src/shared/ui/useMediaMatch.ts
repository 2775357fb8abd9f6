import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches now, following its changes. What MUI's `useMediaQuery(query, { noSsr: true })`
 * does for a plain query string, without its theme and SSR handling: the shell uses it on every page, where those
 * cost 0.4 KiB gzip. False where there is no `matchMedia` (jsdom without a stub).
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
