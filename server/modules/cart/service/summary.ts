/** The cart's figures, by the domain's rules (src/domain/cart-summary.ts), from what the request has loaded. */
import { type CartSummary, summariseCart } from '@domain/cart-summary';
import type { CartRow } from '../repository/store';
import type { CartBody } from '../schemas';
import type { CartContext } from './context';
import { amountsOf, type PricedLine } from './lines';

export type CartNotice = CartBody['notices'][number];

export interface CartFigures {
  summary: CartSummary;
  /** The coupon codes still applied. */
  keptCodes: string[];
  /** One notice per coupon that stopped applying. */
  removed: CartNotice[];
}

/** The shipping calculator's address, or null before the shopper gave a country. */
export const addressOf = (cart: CartRow | null) =>
  cart && cart.shippingCountry !== ''
    ? {
        country: cart.shippingCountry,
        state: cart.shippingState,
        city: cart.shippingCity,
        postcode: cart.shippingPostcode,
      }
    : null;

export function summarise(cart: CartRow | null, lines: PricedLine[], context: CartContext, now: Date): CartFigures {
  const codes = cart?.couponCodes ?? [];
  const { settings } = context;
  const summary = summariseCart({
    lines: lines.map((l) => ({ key: l.row.key, ...amountsOf(l) })),
    couponCodes: codes,
    coupons: context.coupons,
    address: addressOf(cart),
    chosenMethods: cart?.shippingMethods ?? {},
    zones: context.shipping.zones,
    freeShippingThreshold: settings.cart.freeShippingThreshold,
    countdown: settings.cart.countdown,
    countdownStartedAt: cart?.countdownStartedAt ?? null,
    now,
  });
  const removedCodes = new Set(summary.removedCoupons.map((r) => r.code));
  return {
    summary,
    keptCodes: codes.filter((c) => !removedCodes.has(c)),
    removed: summary.removedCoupons.map((r) => ({ code: r.reason, coupon: r.code, params: r.params })),
  };
}
