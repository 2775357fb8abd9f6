/** My Account's pages, by the path's segment; an order number makes the order's page. */
export type AccountSection =
  'dashboard' | 'orders' | 'order' | 'addresses' | 'details' | 'confirm' | 'reset-password' | 'lost-password';

const SECTIONS = new Set(['orders', 'addresses', 'details', 'confirm', 'reset-password', 'lost-password']);

/** The section an address names, or null for none the shop has (a 404). */
export function accountSection(segment: string | undefined, number?: string): AccountSection | null {
  if (number !== undefined) return /^[1-9]\d{0,9}$/.test(number) ? 'order' : null;
  if (segment === undefined) return 'dashboard';
  return SECTIONS.has(segment) ? (segment as AccountSection) : null;
}
