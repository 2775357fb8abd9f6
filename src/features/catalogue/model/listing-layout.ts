/**
 * The listing's layout switcher: 'grid' (columns from the settings) or 'grid-one' (the spec's name for list
 * style: one product per row, with its short description). The shopper's choice is remembered in localStorage.
 */
export const LISTING_LAYOUTS = ['grid', 'grid-one'] as const;
export type ListingLayout = (typeof LISTING_LAYOUTS)[number];
export const DEFAULT_LISTING_LAYOUT: ListingLayout = 'grid';
export const LISTING_LAYOUT_STORAGE_KEY = 'zellige.listing-layout';

export function isListingLayout(value: unknown): value is ListingLayout {
  return (LISTING_LAYOUTS as readonly unknown[]).includes(value);
}

/** The remembered layout; the default when storage is missing, blocked or holds something else. */
export function readStoredLayout(storage: Pick<Storage, 'getItem'> | undefined): ListingLayout {
  try {
    const stored = storage?.getItem(LISTING_LAYOUT_STORAGE_KEY);
    return isListingLayout(stored) ? stored : DEFAULT_LISTING_LAYOUT;
  } catch {
    return DEFAULT_LISTING_LAYOUT;
  }
}

export function storeLayout(storage: Pick<Storage, 'setItem'> | undefined, layout: ListingLayout): void {
  try {
    storage?.setItem(LISTING_LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
}
