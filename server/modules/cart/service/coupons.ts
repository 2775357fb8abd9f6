/** Applying and removing coupons, with the domain's checks (src/domain/cart-coupons.ts). */
import { checkCoupon, normaliseCouponCode } from '@domain/cart-coupons';
import { couponRule } from './context';
import { amountsOf } from './lines';
import { cartProblem } from './problems';
import { type CartWork, figuresNow, pricedLines } from './work';

/** Applies a coupon after the domain's checks against the cart as it is now (one reason per refusal). */
export async function applyCoupon(w: CartWork, raw: string): Promise<void> {
  const code = normaliseCouponCode(raw);
  if (code === '') throw cartProblem(400, 'coupon_empty', 'body.code', 'Please enter a coupon code.');
  const lines = pricedLines(w);
  const now = figuresNow(w);
  const rule = await couponRule(w.tx, w.context, code);
  const verdict = checkCoupon(code, rule, {
    lines: lines.map(amountsOf),
    subtotal: now.summary.subtotal,
    applied: now.keptCodes.map((c) => w.context.coupons.get(c)!),
    now: w.now,
  });
  if (!verdict.ok) {
    throw cartProblem(
      verdict.reason === 'coupon_not_found' ? 404 : 409,
      verdict.reason,
      'body.code',
      `The coupon cannot be applied (${verdict.reason}).`,
      {
        params: verdict.params,
      },
    );
  }
  // Coupons that had stopped applying leave now, with their notice.
  w.notices.push(...now.removed);
  w.changes.couponCodes = [...now.keptCodes, code];
}

export async function removeCoupon(w: CartWork, raw: string): Promise<void> {
  const code = normaliseCouponCode(raw);
  if (!w.cart.couponCodes.includes(code))
    throw cartProblem(404, 'coupon_not_applied', 'params.code', 'This coupon is not applied to the cart.');
  w.changes.couponCodes = w.cart.couponCodes.filter((c) => c !== code);
}
