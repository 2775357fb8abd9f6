/** The order's attribution as stored: cleaned by the domain's rules, or nothing when the shop turned tracking off. */
import type { OrderAttribution } from '@domain/checkout/attribution';
import { sanitiseAttribution } from '@domain/checkout/attribution';

export function sanitiseOrderAttribution(raw: unknown, tracking: boolean): OrderAttribution | null {
  if (!tracking || raw === undefined) return null;
  return sanitiseAttribution(raw);
}
