/**
 * What a product's offer tells search engines about shipping and returns: per destination country its cheapest rate
 * and the amount from which it ships free, and the shop's returns. From the shipping zones the cart itself uses.
 */
import type { ShippingZoneRule } from './cart-shipping';
import type { Minor } from './money';

export interface ShippingOffer {
  /** ISO 3166-1 alpha-2 codes of the zone. */
  countries: string[];
  /** The cheapest enabled rate (0 when free shipping needs no minimum). */
  rate: Minor;
  /** The cart amount from which it ships free; null when it never does (or always does: rate 0). */
  freeFrom: Minor | null;
}

/** The answer of GET /api/shipping/offers. */
export interface ShippingOffers {
  offers: ShippingOffer[];
  /** Days a piece may be sent back in, free of charge. */
  returnDays: number;
}

/** Days a piece may be sent back in, free of charge, by post (the returns page says so). */
export const RETURN_WINDOW_DAYS = 14;

/**
 * The zones that cover whole countries (a zone of some provinces or postcodes is a cheaper rate for part of a
 * country, which a country-wide offer cannot say), each with a flat rate or free shipping.
 */
export function shippingOffers(zones: readonly ShippingZoneRule[]): ShippingOffer[] {
  return zones.flatMap((zone) => {
    if (!zone.countries.length || zone.states.length || zone.postcodes.length) return [];
    const methods = zone.methods.filter((m) => m.enabled);
    const rates = methods.filter((m) => m.kind === 'flat_rate' && m.cost !== null).map((m) => m.cost!);
    const free = methods.filter((m) => m.kind === 'free_shipping').map((m) => m.minAmount ?? 0);
    if (free.includes(0)) return [{ countries: [...zone.countries], rate: 0, freeFrom: null }];
    if (!rates.length) return [];
    return [
      { countries: [...zone.countries], rate: Math.min(...rates), freeFrom: free.length ? Math.min(...free) : null },
    ];
  });
}
