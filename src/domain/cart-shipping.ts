/**
 * Shipping zones and methods: which zone an address falls in, which methods it offers for a cart, what each costs,
 * and which one stays chosen. Shared by the server (authoritative) and the client.
 */
import type { Minor } from './money';

export const SHIPPING_METHOD_KINDS = ['flat_rate', 'free_shipping', 'local_pickup'] as const;
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number];

export interface ShippingAddress {
  /** ISO 3166-1 alpha-2, upper case; '' when unknown. */
  country: string;
  state: string;
  city: string;
  postcode: string;
}

export interface ShippingMethodRule {
  id: number;
  kind: ShippingMethodKind;
  /** Minor units; null for a free kind. */
  cost: Minor | null;
  /** Free shipping only: offered from this amount (the subtotal after discounts); null: whatever the amount. */
  minAmount: Minor | null;
  enabled: boolean;
  position: number;
}

export interface ShippingZoneRule {
  id: number;
  position: number;
  countries: readonly string[];
  /** 'CC:code', e.g. 'MA:macas'. */
  states: readonly string[];
  /** Exact postcodes, or patterns where '*' stands for any characters ('20*'). */
  postcodes: readonly string[];
  methods: readonly ShippingMethodRule[];
}

/** Spaces and case do not matter in a postcode ('20 000' = '20000'). */
const compact = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export function postcodeMatches(pattern: string, postcode: string): boolean {
  const p = compact(pattern);
  const code = compact(postcode);
  if (!p.includes('*')) return p === code;
  const regex = new RegExp(
    `^${p
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(code);
}

/**
 * A zone fits an address when each of its criteria that is set matches: the country is one of its countries, the
 * 'CC:state' is one of its states, the postcode matches one of its patterns. A zone with no criteria fits anywhere.
 */
export function zoneMatches(zone: ShippingZoneRule, address: ShippingAddress): boolean {
  if (zone.countries.length > 0 && !zone.countries.includes(address.country)) return false;
  if (zone.states.length > 0 && !zone.states.includes(`${address.country}:${address.state}`)) return false;
  if (zone.postcodes.length > 0 && !zone.postcodes.some((pattern) => postcodeMatches(pattern, address.postcode)))
    return false;
  return true;
}

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** The first fitting zone in position order, or null (no zone ships there). */
export function matchZone(zones: readonly ShippingZoneRule[], address: ShippingAddress): ShippingZoneRule | null {
  return [...zones].sort(byPosition).find((zone) => zoneMatches(zone, address)) ?? null;
}

export interface ShippingContext {
  /** The cart's subtotal after discounts. */
  amount: Minor;
  /** A free-shipping coupon is applied. */
  freeShippingCoupon: boolean;
}

/** The shipping class of products that ship free (small, light pieces): a flat rate costs nothing for them alone. */
export const FREE_SHIPPING_CLASS = 'free-shipping';

/** True when the cart holds something and every line is in the free-shipping class (the spec's free_shipping_class_only). */
export function onlyFreeShippingClass(classes: readonly (string | null | undefined)[]): boolean {
  return classes.length > 0 && classes.every((shippingClass) => shippingClass === FREE_SHIPPING_CLASS);
}

/**
 * The zone's enabled methods in position order; free shipping only when the amount reaches its minimum, or with a
 * free-shipping coupon.
 */
export function offeredMethods(zone: ShippingZoneRule, context: ShippingContext): ShippingMethodRule[] {
  return [...zone.methods].sort(byPosition).filter((method) => {
    if (!method.enabled) return false;
    if (method.kind !== 'free_shipping') return true;
    return context.freeShippingCoupon || method.minAmount === null || context.amount >= method.minAmount;
  });
}

/** A method's cost; a package of free-shipping-class products only ships free by any method. */
export function methodCost(method: ShippingMethodRule, freeShippingClassOnly = false): Minor {
  if (method.kind === 'free_shipping' || freeShippingClassOnly) return 0;
  return Math.max(0, method.cost ?? 0);
}

/** The chosen method is kept while it is still offered; otherwise the first offered method is chosen. */
export function chooseMethod(
  offered: readonly ShippingMethodRule[],
  chosenId: number | null | undefined,
): ShippingMethodRule | null {
  return offered.find((m) => m.id === chosenId) ?? offered[0] ?? null;
}
