/** The order's attribution as stored: cleaned by the domain's rules, or nothing when the shop turned tracking off. */
import type { OrderAttribution } from '@domain/checkout/attribution';
import { sanitiseAttribution } from '@domain/checkout/attribution';
import type { CheckoutSettings } from '@domain/checkout/settings';

export function sanitiseOrderAttribution(raw: unknown, settings: CheckoutSettings): OrderAttribution | null {
  if (!settings.attributionTracking || raw === undefined) return null;
  return sanitiseAttribution(raw);
}
