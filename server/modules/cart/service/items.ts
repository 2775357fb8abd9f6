/** Changes to a cart other than adding: quantities, removal, coupons, the note, shipping and the countdown. */
import { checkCoupon, normaliseCouponCode } from '@domain/cart-coupons';
import { checkQuantity } from '@domain/quantity';
import type { CartMutation } from './cart';
import { assertBuyable } from './add';
import { loadCoupons } from '../repository/commerce';
import { cartProblem } from './problems';
import { deleteLine, setLineQuantity } from '../repository/store';
import { computeCart } from './view';

function lineOrThrow(m: CartMutation, key: string) {
  const line = m.lines.find((l) => l.key === key);
  if (!line) throw cartProblem(404, 'line_not_found', 'params.key', 'This line is not in the cart.');
  return line;
}

/** Sets a line's quantity; 0 removes it. Raising it needs the item to be buyable; every quantity obeys the limits. */
export async function updateItem(m: CartMutation, key: string, quantity: number): Promise<void> {
  const line = lineOrThrow(m, key);
  if (quantity === 0) return deleteLine(m.tx, m.cart.id, key);
  const priced = (await m.priced()).find((p) => p.row.key === key);
  if (!priced) return deleteLine(m.tx, m.cart.id, key);
  if (quantity > line.quantity) assertBuyable(priced.product, priced.variation, 'body.quantity');
  const { limits } = priced;
  if (checkQuantity(quantity, limits) !== null) {
    const params = limits.soldIndividually ? { min: 1, max: 1, step: 1 } : { min: limits.min, max: limits.max, step: 1 };
    throw cartProblem(400, 'quantity_out_of_range', 'body.quantity', 'The quantity is outside what this product allows.', { params });
  }
  if (priced.stockCap !== null && quantity > priced.stockCap) {
    throw cartProblem(409, 'insufficient_stock', 'body.quantity', `Only ${priced.stockCap} in stock.`, { params: { available: priced.stockCap, inCart: line.quantity } });
  }
  await setLineQuantity(m.tx, line, quantity);
}

export async function removeItem(m: CartMutation, key: string): Promise<void> {
  lineOrThrow(m, key);
  await deleteLine(m.tx, m.cart.id, key);
}

/** Applies a coupon after the domain's checks against the cart as it is now (one reason per refusal). */
export async function applyCoupon(m: CartMutation, raw: string): Promise<void> {
  const code = normaliseCouponCode(raw);
  if (code === '') throw cartProblem(400, 'coupon_empty', 'body.code', 'Please enter a coupon code.');
  const priced = await m.priced();
  const now = await computeCart(m.tx, m.cart, priced, m.locale, m.now);
  const rules = await loadCoupons(m.tx, [...now.keptCodes, code]);
  const verdict = checkCoupon(code, rules.get(code) ?? null, {
    lines: priced.map((l) => ({ productId: l.product.id, quantity: l.row.quantity, unitPrice: l.unitPrice })),
    subtotal: now.summary.subtotal,
    applied: now.keptCodes.map((c) => rules.get(c)!),
    now: m.now,
  });
  if (!verdict.ok) {
    throw cartProblem(verdict.reason === 'coupon_not_found' ? 404 : 409, verdict.reason, 'body.code', `The coupon cannot be applied (${verdict.reason}).`, {
      params: verdict.params,
    });
  }
  // Coupons that had stopped applying leave now, with their notice.
  m.notices.push(...now.body.notices);
  m.changes.couponCodes = [...now.keptCodes, code];
}

export async function removeCoupon(m: CartMutation, raw: string): Promise<void> {
  const code = normaliseCouponCode(raw);
  if (!m.cart.couponCodes.includes(code)) throw cartProblem(404, 'coupon_not_applied', 'params.code', 'This coupon is not applied to the cart.');
  m.changes.couponCodes = m.cart.couponCodes.filter((c) => c !== code);
}

/** HTML is refused rather than silently stripped: the shopper sees what the shop will read. */
const LOOKS_LIKE_HTML = /<[a-z!/?]/i;

export function setNote(m: CartMutation, raw: string): void {
  // eslint-disable-next-line no-control-regex
  const note = raw.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (LOOKS_LIKE_HTML.test(note)) throw cartProblem(400, 'note_invalid', 'body.note', 'The note must be plain text.');
  m.changes.note = note;
}

/** Chooses a shipping method among those the package is offered now. */
export async function chooseShippingMethod(m: CartMutation, packageIndex: number, methodId: number): Promise<void> {
  const now = await computeCart(m.tx, m.cart, await m.priced(), m.locale, m.now);
  const pkg = now.body.shipping.packages.find((p) => p.index === packageIndex);
  if (!pkg) throw cartProblem(409, 'shipping_unavailable', 'body.package', 'There is no such package: add items and a shipping address first.');
  if (!pkg.methods.some((method) => method.id === methodId)) {
    throw cartProblem(409, 'shipping_method_unavailable', 'body.methodId', 'This shipping method is not offered for this cart and address.');
  }
  m.changes.shippingMethods = { ...m.cart.shippingMethods, [String(packageIndex)]: methodId };
}

export function restartCountdown(m: CartMutation): void {
  if (m.lines.length === 0) throw cartProblem(409, 'cart_empty', null, 'The cart is empty.');
  m.changes.countdownStartedAt = m.now;
}
