import type { MenuItem } from './menu';

/**
 * Current-menu-item rules: a menu link is current when it points to the address being shown, ignoring index/default
 * file names, a trailing slash and the hash. Items that contain the current item are its ancestors.
 */

/** Default documents a server may add or omit: `/shop/index.php` is the same page as `/shop/`. */
const DEFAULT_DOCUMENT = /\/(?:index|default)\.(?:html?|php\d?|aspx?|jsp|cfm|shtml)$/i;

/** Resolves relative addresses against a placeholder origin; only same-origin comparisons matter. */
const BASE = 'http://zellige.invalid';

/** A comparable form of an address: origin, path without default document or trailing slash, sorted query. */
export function normaliseUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return null;
  }
  const path = parsed.pathname.replace(DEFAULT_DOCUMENT, '/').replace(/\/+$/, '') || '/';
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return `${parsed.origin}${path}${query ? `?${query}` : ''}`;
}

export function isCurrentItem(itemUrl: string, currentUrl: string): boolean {
  const item = normaliseUrl(itemUrl);
  return item !== null && item === normaliseUrl(currentUrl);
}

export type MenuItemState = 'current' | 'ancestor' | null;

export interface MarkedMenuItem extends Omit<MenuItem, 'children'> {
  state: MenuItemState;
  children: MarkedMenuItem[];
}

/** Marks the current item(s) and every item above them. Current wins over ancestor when both apply. */
export function markCurrentItems(items: readonly MenuItem[], currentUrl: string): MarkedMenuItem[] {
  return items.map((item) => {
    const children = markCurrentItems(item.children, currentUrl);
    const hasCurrentBelow = children.some((child) => child.state !== null);
    const state: MenuItemState = isCurrentItem(item.href, currentUrl) ? 'current' : hasCurrentBelow ? 'ancestor' : null;
    return { ...item, state, children };
  });
}
