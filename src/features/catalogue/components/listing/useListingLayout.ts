import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_LISTING_LAYOUT,
  readStoredLayout,
  storeLayout,
  type ListingLayout,
} from '@features/catalogue/model/listing-layout';

/** localStorage can throw on access (blocked storage), and does not exist during server rendering. */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The layout chosen with the switcher, remembered in localStorage. Read through an external store so the server
 * and the first client render agree (the default), and every listing on the page follows one choice.
 */
export function useListingLayout(): [ListingLayout, (layout: ListingLayout) => void] {
  const layout = useSyncExternalStore(
    subscribe,
    () => readStoredLayout(browserStorage()),
    () => DEFAULT_LISTING_LAYOUT,
  );
  const choose = useCallback((next: ListingLayout) => {
    storeLayout(browserStorage(), next);
    listeners.forEach((listener) => listener());
  }, []);
  return [layout, choose];
}
