/**
 * The cart as the client holds it, and the problem codes of the cart API. `toCart` reads the wire answer
 * defensively: unknown fields are ignored, missing ones take safe defaults, so an older client survives a newer server.
 */
import type { CartTotals, FreeShippingGoal } from '@domain/cart';
import type { ResponsiveImage } from '@domain/media';
import { STORE_CURRENCY } from '@domain/money';
import { type CartCustomer, keptAddress } from '@domain/checkout/customer';
import { STOCK_STATUSES, type StockStatus } from '@domain/stock';
import { COUPON_KINDS, COUPON_REFUSALS, type CouponKind } from '@domain/cart-coupons';
import { SHIPPING_METHOD_KINDS, type ShippingAddress, type ShippingMethodKind } from '@domain/cart-shipping';

export interface CartItem {
  key: string;
  productId: number;
  variationId: number | null;
  slug: string;
  name: string;
  /** Every attribute of the line with its chosen term, labelled in the locale. */
  attributes: Array<{ attribute: string; label: string; term: string; value: string }>;
  image: ResponsiveImage | null;
  unitPrice: number;
  regularUnitPrice: number;
  quantity: number;
  /** For the quantity field (src/domain/quantity.ts): max null = none; sold individually = fixed at 1. */
  limits: { min: number; max: number | null; step: number; soldIndividually: boolean };
  subtotal: number;
  stockStatus: StockStatus;
  available: boolean;
  /** 'bundle': a bundle priced whole; 'bundled': one of its items (its quantity follows the bundle's); 'together':
   *  bought with the line `parentKey`, at the block's price while that line is in the cart. */
  role?: CartLineRole | null;
  parentKey?: string | null;
  /** Units of a bundled item per bundle. */
  perParent?: number | null;
}

export const CART_LINE_ROLES = ['bundle', 'bundled', 'together'] as const;
export type CartLineRole = (typeof CART_LINE_ROLES)[number];

export interface CartNotice {
  /** Why a coupon left the cart: one of the coupon_* problem codes. */
  code: string;
  coupon: string;
  params: { coupon?: string; minimumSpend?: number; maximumSpend?: number };
}

export interface ShippingOption {
  id: number;
  kind: ShippingMethodKind;
  label: string;
  cost: number;
}

export interface Cart {
  version: number;
  currency: string;
  items: CartItem[];
  count: number;
  coupons: Array<{ code: string; kind: CouponKind; discount: number }>;
  notices: CartNotice[];
  note: string;
  /** The checkout's addresses as the shopper typed them for this cart, or null. */
  customer: CartCustomer | null;
  shipping: {
    address: ShippingAddress | null;
    addressRequired: boolean;
    packages: Array<{ index: number; methods: ShippingOption[]; chosen: number | null }>;
  };
  totals: CartTotals;
  freeShipping: FreeShippingGoal;
  /** Every line is in the free-shipping class: shipping is free, so there is no goal to show. */
  freeShippingClassOnly: boolean;
  countdown: { startedAt: string; endsAt: string } | null;
}

/** Every code a cart request can be refused with (besides the shared ones: invalid_request, csrf_invalid…). */
export const CART_PROBLEM_CODES = [
  'product_not_found',
  'variation_required',
  'variation_unavailable',
  'out_of_stock',
  'not_purchasable',
  'attribute_required',
  'invalid_attribute',
  'quantity_out_of_range',
  'cart_quantity_limit',
  'order_value_limit',
  'already_in_cart',
  'insufficient_stock',
  'line_not_found',
  'bundled_item',
  'bundle_choice_required',
  'not_a_bundle',
  'bundle_item_unknown',
  'companion_unknown',
  'single_selection',
  ...COUPON_REFUSALS,
  'coupon_not_applied',
  'note_invalid',
  'invalid_country',
  'invalid_state',
  'invalid_postcode',
  'invalid_city',
  'shipping_unavailable',
  'shipping_method_unavailable',
  'cart_empty',
] as const;
export type CartProblemCode = (typeof CART_PROBLEM_CODES)[number];

export const isCartProblemCode = (code: string): code is CartProblemCode =>
  (CART_PROBLEM_CODES as readonly string[]).includes(code);

type Wire = Record<string, unknown>;
const isObject = (v: unknown): v is Wire => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Wire => (isObject(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const int = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const intOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  values.includes(v as T) ? (v as T) : fallback;

function toImage(v: unknown): ResponsiveImage | null {
  if (!isObject(v) || typeof v.src !== 'string') return null;
  return {
    src: v.src,
    srcset: str(v.srcset),
    sizes: str(v.sizes),
    width: int(v.width),
    height: int(v.height),
    alt: str(v.alt),
  };
}

function toItem(v: Wire): CartItem {
  const limits = obj(v.limits);
  return {
    key: str(v.key),
    productId: int(v.productId),
    variationId: intOrNull(v.variationId),
    slug: str(v.slug),
    name: str(v.name),
    attributes: list(v.attributes)
      .filter(isObject)
      .map((a) => ({ attribute: str(a.attribute), label: str(a.label), term: str(a.term), value: str(a.value) })),
    image: toImage(v.image),
    unitPrice: int(v.unitPrice),
    regularUnitPrice: int(v.regularUnitPrice, int(v.unitPrice)),
    quantity: int(v.quantity),
    limits: {
      min: int(limits.min, 1),
      max: intOrNull(limits.max),
      step: int(limits.step, 1),
      soldIndividually: limits.soldIndividually === true,
    },
    subtotal: int(v.subtotal),
    stockStatus: oneOf(STOCK_STATUSES, v.stockStatus, 'instock'),
    available: v.available !== false,
    // A line's place among others, when the answer says it (a line on its own says null).
    ...('role' in v && { role: CART_LINE_ROLES.includes(v.role as CartLineRole) ? (v.role as CartLineRole) : null }),
    ...('parentKey' in v && { parentKey: typeof v.parentKey === 'string' ? v.parentKey : null }),
    ...('perParent' in v && { perParent: intOrNull(v.perParent) }),
  };
}

function toCustomer(v: unknown): CartCustomer | null {
  if (!isObject(v)) return null;
  return {
    billing: keptAddress('billing', obj(v.billing)),
    shipping: keptAddress('shipping', obj(v.shipping)),
    shipToDifferentAddress: v.shipToDifferentAddress === true,
  };
}

function toAddress(v: unknown): ShippingAddress | null {
  if (!isObject(v) || typeof v.country !== 'string' || v.country === '') return null;
  return { country: v.country, state: str(v.state), city: str(v.city), postcode: str(v.postcode) };
}

export function toCart(wire: unknown): Cart {
  const w = obj(wire);
  const shipping = obj(w.shipping);
  const totals = obj(w.totals);
  const goal = obj(w.freeShipping);
  const countdown = obj(w.countdown);
  return {
    version: int(w.version),
    currency: str(w.currency, STORE_CURRENCY),
    items: list(w.items)
      .filter(isObject)
      .map(toItem)
      .filter((i) => i.key !== ''),
    count: int(w.count),
    coupons: list(w.coupons)
      .filter(isObject)
      .map((c) => ({ code: str(c.code), kind: oneOf(COUPON_KINDS, c.kind, 'fixed_cart'), discount: int(c.discount) })),
    notices: list(w.notices)
      .filter(isObject)
      .map((n) => ({ code: str(n.code), coupon: str(n.coupon), params: obj(n.params) as CartNotice['params'] })),
    note: str(w.note),
    customer: toCustomer(w.customer),
    shipping: {
      address: toAddress(shipping.address),
      addressRequired: shipping.addressRequired !== false,
      packages: list(shipping.packages)
        .filter(isObject)
        .map((p) => ({
          index: int(p.index),
          methods: list(p.methods)
            .filter(isObject)
            .map((m) => ({
              id: int(m.id),
              kind: oneOf(SHIPPING_METHOD_KINDS, m.kind, 'flat_rate'),
              label: str(m.label),
              cost: int(m.cost),
            })),
          chosen: intOrNull(p.chosen),
        })),
    },
    totals: {
      subtotal: int(totals.subtotal),
      discount: int(totals.discount),
      shipping: int(totals.shipping),
      total: int(totals.total),
    },
    freeShipping: {
      threshold: int(goal.threshold),
      remaining: int(goal.remaining),
      percent: int(goal.percent),
      done: goal.done === true,
    },
    freeShippingClassOnly: w.freeShippingClassOnly === true,
    countdown:
      typeof countdown.startedAt === 'string' && typeof countdown.endsAt === 'string'
        ? { startedAt: countdown.startedAt, endsAt: countdown.endsAt }
        : null,
  };
}

export const EMPTY_CART: Cart = toCart({});
