/**
 * The whole cart computation in one place: lines → subtotal → coupons (re-checked) → shipping → totals, goal and
 * countdown. The server runs it on prices it read from its own database; nothing here trusts a client figure.
 */
import {
  cartSubtotal,
  cartTotals,
  countdownEnd,
  type CartLineAmounts,
  type CartTotals,
  freeShippingGoal,
  type FreeShippingGoal,
  isEmptyCount,
  itemCount,
  lineSubtotal,
} from './cart';
import {
  type CouponDiscounts,
  type CouponRule,
  couponDiscounts,
  type RemovedCoupon,
  revalidateCoupons,
} from './cart-coupons';
import {
  chooseMethod,
  matchZone,
  methodCost,
  onlyFreeShippingClass,
  offeredMethods,
  type ShippingAddress,
  type ShippingMethodRule,
  type ShippingZoneRule,
} from './cart-shipping';
import type { Minor } from './money';

export interface SummaryLine extends CartLineAmounts {
  key: string;
}

export interface CartSummaryInput {
  lines: readonly SummaryLine[];
  /** Applied coupon codes, in the order applied. */
  couponCodes: readonly string[];
  /** The coupons those codes name, as stored now (a code missing here no longer exists). */
  coupons: ReadonlyMap<string, CouponRule>;
  /** null until the shopper gives a country. */
  address: ShippingAddress | null;
  /** Package index → chosen method id. */
  chosenMethods: Readonly<Record<string, number>>;
  zones: readonly ShippingZoneRule[];
  freeShippingThreshold: Minor;
  countdown: { enabled: boolean; lengthMinutes: number; loop: boolean };
  countdownStartedAt: Date | null;
  now: Date;
}

export interface ShippingPackage {
  index: number;
  zoneId: number | null;
  methods: Array<{ method: ShippingMethodRule; cost: Minor }>;
  chosen: ShippingMethodRule | null;
}

export interface CartSummary {
  count: number;
  lineSubtotals: ReadonlyMap<string, Minor>;
  subtotal: Minor;
  coupons: CouponDiscounts['perCoupon'];
  /** Coupons that no longer apply, to drop from the cart and tell the shopper about. */
  removedCoupons: RemovedCoupon[];
  shipping: { addressRequired: boolean; packages: ShippingPackage[] };
  /** The choices to store (package index → method id): the stored ones still offered, or the first offered. */
  chosenMethods: Record<string, number>;
  totals: CartTotals;
  freeShipping: FreeShippingGoal;
  /** Every line is in the free-shipping class: shipping costs nothing and there is no goal to reach. */
  freeShippingClassOnly: boolean;
  countdown: { startedAt: Date; endsAt: Date } | null;
}

/** One package for now: every line ships together (package index 0). */
export const SINGLE_PACKAGE = 0;

function shippingOf(
  input: CartSummaryInput,
  amount: Minor,
  freeShippingCoupon: boolean,
  classOnly: boolean,
): CartSummary['shipping'] {
  const address = input.address;
  if (!address || address.country === '') return { addressRequired: true, packages: [] };
  if (input.lines.length === 0) return { addressRequired: false, packages: [] };
  const zone = matchZone(input.zones, address);
  const offered = zone ? offeredMethods(zone, { amount, freeShippingCoupon }) : [];
  const chosen = chooseMethod(offered, input.chosenMethods[String(SINGLE_PACKAGE)]);
  return {
    addressRequired: false,
    packages: [
      {
        index: SINGLE_PACKAGE,
        zoneId: zone?.id ?? null,
        methods: offered.map((method) => ({ method, cost: methodCost(method, classOnly) })),
        chosen,
      },
    ],
  };
}

export function summariseCart(input: CartSummaryInput): CartSummary {
  const lines = input.lines;
  const subtotal = cartSubtotal(lines);
  const count = itemCount(lines);
  const { kept, removed } = revalidateCoupons(input.couponCodes, input.coupons, { lines, subtotal, now: input.now });
  const discounts = couponDiscounts(kept, lines);
  const amount = subtotal - discounts.total;
  const classOnly = onlyFreeShippingClass(lines.map((line) => line.shippingClass));
  const shipping = shippingOf(input, amount, discounts.freeShipping, classOnly);
  // Without packages (no address yet, or no line) the earlier choice is kept for when they come back.
  const chosenMethods: Record<string, number> = shipping.packages.length === 0 ? { ...input.chosenMethods } : {};
  let shippingCost = 0;
  for (const pkg of shipping.packages) {
    if (!pkg.chosen) continue;
    chosenMethods[String(pkg.index)] = pkg.chosen.id;
    shippingCost += methodCost(pkg.chosen, classOnly);
  }
  const countdown =
    input.countdown.enabled && input.countdownStartedAt && !isEmptyCount(count)
      ? {
          startedAt: input.countdownStartedAt,
          endsAt: countdownEnd(
            input.countdownStartedAt,
            input.countdown.lengthMinutes,
            input.countdown.loop,
            input.now,
          ),
        }
      : null;
  return {
    count,
    lineSubtotals: new Map(lines.map((line) => [line.key, lineSubtotal(line)])),
    subtotal,
    coupons: discounts.perCoupon,
    removedCoupons: removed,
    shipping,
    chosenMethods,
    totals: cartTotals(subtotal, discounts.total, shippingCost),
    freeShipping: freeShippingGoal(amount, input.freeShippingThreshold),
    freeShippingClassOnly: classOnly,
    countdown,
  };
}
