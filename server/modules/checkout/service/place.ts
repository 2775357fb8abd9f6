/**
 * Placing an order, all in one transaction under the cart's lock: the cart is read again and every line re-priced,
 * coupons and shipping re-checked with the same src/domain rules as the cart, and the total compared with the one
 * the shopper was shown; stock is taken item by item only where enough is left; then the order is written, its
 * e-mail queued and the cart emptied. Any refusal throws and rolls everything back: nothing is placed and the cart
 * is as it was. The idempotency key makes a retried or doubled request answer the order already placed.
 */
import { FIELD_MESSAGES, fillMessage } from '../../../http/field-messages';
import { randomBytes } from 'node:crypto';
import { type AddressRule, normaliseAddress, validateAddress } from '@domain/checkout/address-schema';
import type { Locale } from '@domain/locales';
import { STORE_CURRENCY } from '@domain/money';
import type { Db } from '../../../db/client';
import { type FieldError, HttpProblem } from '../../../http/problems';
import { cartLinesOf, lockCart, ownerOf } from '../../cart/repository/store';
import { loadContext } from '../../cart/service/context';
import { loadLineCatalogue, priceLines, stockCapOf } from '../../cart/service/lines';
import { summarise } from '../../cart/service/summary';
import { cartBody } from '../../cart/service/view';
import { offeredMethods } from '../payments/index';
import {
  type OrderRow,
  emptyCart,
  findOrderByIdempotencyKey,
  insertOrder,
  linesOfOrder,
  redeemCoupon,
  stockLeft,
  takeStock,
} from '../repository/orders';
import type { OrderBody, PlaceOrderBody } from '../schemas';
import { sanitiseOrderAttribution } from './attribution';
import { orderBody } from './view';
import { chosenPaymentMethod } from './payment-choice';
import { enqueueOrderConfirmation } from '../../mail/outbox';
import { loadCheckoutSettings } from '../settings';
import { type CheckoutAccountContext, newAccountPassword, orderCustomer } from './customer';

type Session = { id: string; userId: number | null };

const RULE_TEXT: Record<AddressRule['rule'], string> = {
  required: FIELD_MESSAGES.required,
  email: FIELD_MESSAGES.email,
  maxlength: FIELD_MESSAGES.maxlength,
  postcode: 'This is not a valid postcode for the country.',
  phone: 'This is not a valid phone number.',
  country: 'This country is not one the shop knows.',
  state: 'This state is not one of the country’s.',
  plain: 'Plain text only, without < or >.',
};

function fieldErrors(prefix: string, errors: ReturnType<typeof validateAddress>): FieldError[] {
  return errors.map((error) => ({
    field: `${prefix}.${error.field}`,
    code: error.rule,
    message: fillMessage(RULE_TEXT[error.rule], ...('max' in error ? [error.max] : [])),
  }));
}

/** The addresses as stored, or a 400 naming every faulty field (billing first, then shipping). */
export function orderAddresses(body: PlaceOrderBody) {
  const billing = normaliseAddress('billing', body.billing);
  const shipping = body.shipToDifferentAddress
    ? normaliseAddress('shipping', body.shipping ?? {})
    : { ...billing, phone: '', email: '' };
  const errors = [
    ...fieldErrors('body.billing', validateAddress('billing', billing)),
    ...(body.shipToDifferentAddress ? fieldErrors('body.shipping', validateAddress('shipping', shipping)) : []),
  ];
  if (errors.length > 0) throw new HttpProblem(400, errors[0]!.code, errors[0]!.message, { errors });
  return { billing, shipping };
}

/** A refusal that comes with the cart as it is now, so the shopper sees what changed. */
const changed = (code: string, field: string, detail: string, extensions: Record<string, unknown>) =>
  new HttpProblem(409, code, detail, { errors: [{ field, code, message: detail }], extensions });

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

export async function placeOrder(
  db: Db,
  session: Session,
  locale: Locale,
  body: PlaceOrderBody,
  idempotencyKey: string,
  now = new Date(),
  accounts: CheckoutAccountContext = { publicUrl: 'http://localhost:8080', ip: '' },
): Promise<{ order: OrderBody; created: boolean }> {
  const { billing, shipping } = orderAddresses(body);
  const passwordHash = await newAccountPassword(session, body);
  const owner = ownerOf(session);
  try {
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const cart = await lockCart(tx, owner);
      const context = await loadContext(tx, cart.couponCodes, session.userId);
      const settings = await loadCheckoutSettings(tx);
      const already = await findOrderByIdempotencyKey(tx, idempotencyKey);
      if (already) {
        if (already.sessionId !== session.id && (already.userId === null || already.userId !== session.userId))
          throw new HttpProblem(409, 'idempotency_conflict', 'This idempotency key belongs to another order.');
        return {
          order: orderBody(already, await linesOfOrder(tx, already.id), settings, locale),
          created: false,
        };
      }

      const rows = await cartLinesOf(tx, cart.id);
      if (rows.length === 0) throw new HttpProblem(409, 'cart_empty', 'The cart is empty: there is nothing to order.');
      const catalogue = await loadLineCatalogue(tx, rows, locale);
      const lines = priceLines(rows, catalogue, now, context.settings.cart.limits, context.settings.bundles);
      const destination = {
        ...cart,
        shippingCountry: shipping.country,
        shippingState: shipping.state,
        shippingCity: shipping.city,
        shippingPostcode: shipping.postcode,
        shippingMethods:
          body.shippingMethod === undefined
            ? cart.shippingMethods
            : { ...cart.shippingMethods, '0': body.shippingMethod },
      };
      const figures = summarise(destination, lines, context, now);
      const view = () => cartBody(tx, destination, lines, figures, context, locale, []);

      const gone = lines.find((line) => !line.available);
      if (gone) {
        // Sold out meanwhile is said as such; otherwise the item was withdrawn from sale.
        const soldOut = gone.stockStatus === 'outofstock' || gone.stockCap === 0;
        throw changed(
          soldOut ? 'out_of_stock' : 'item_unavailable',
          `cart.items.${gone.row.key}`,
          soldOut ? 'Not enough of an item is left in stock.' : 'An item in the cart can no longer be bought.',
          { cart: await view(), params: { name: gone.product.name, ...(soldOut ? { available: 0 } : {}) } },
        );
      }
      if (figures.removed.length > 0) {
        throw changed('coupon_removed', 'cart.coupons', 'A coupon stopped applying to this cart.', {
          cart: await view(),
        });
      }
      const pkg = figures.summary.shipping.packages[0];
      if (body.shippingMethod !== undefined && !pkg?.methods.some(({ method }) => method.id === body.shippingMethod)) {
        throw new HttpProblem(409, 'shipping_method_unavailable', 'This shipping method is not offered here.', {
          errors: [{ field: 'body.shippingMethod', code: 'shipping_method_unavailable', message: 'Not offered here.' }],
        });
      }
      if (!pkg?.chosen) {
        const field = body.shipToDifferentAddress ? 'body.shipping.country' : 'body.billing.country';
        throw new HttpProblem(409, 'no_shipping', 'The shop does not deliver to this address.', {
          errors: [{ field, code: 'no_shipping', message: 'The shop does not deliver to this address.' }],
        });
      }
      const { totals } = figures.summary;
      if (totals.total !== body.expectedTotal) {
        throw changed('total_changed', 'body.expectedTotal', 'The order’s total changed since it was shown.', {
          cart: await view(),
        });
      }
      const offered = offeredMethods({ settings, country: shipping.country, total: totals.total });
      const method = chosenPaymentMethod(body.paymentMethod, offered);

      for (const line of lines) {
        // A bundle's own line takes stock only when the bundle keeps a count of its own; its items take theirs.
        const cap = line.row.role === 'bundle' ? stockCapOf(line.variation ?? line.product) : line.stockCap;
        if (cap === null) continue;
        const item = line.variation
          ? { kind: 'variation' as const, id: line.variation.id }
          : { kind: 'product' as const, id: line.product.id };
        if ((await takeStock(tx, item, line.row.quantity)) === null) {
          const available = await stockLeft(tx, item);
          throw changed('out_of_stock', `cart.items.${line.row.key}`, 'Not enough of an item is left in stock.', {
            cart: await view(),
            params: { available, name: line.product.name },
          });
        }
      }
      for (const code of figures.keptCodes) {
        if (!(await redeemCoupon(tx, code, { userId: session.userId, email: billing.email }))) {
          throw changed('coupon_removed', 'cart.coupons', 'A coupon was used up meanwhile.', { cart: await view() });
        }
      }

      const cartView = await view();
      const chosen = pkg.methods.find(({ method: m }) => m.id === pkg.chosen!.id)!;
      const label = cartView.shipping.packages[0]?.methods.find((m) => m.id === chosen.method.id)?.label ?? '';
      const userId = await orderCustomer(tx, session, body, { billing, shipping }, passwordHash, locale, now, accounts);
      const order: OrderRow = await insertOrder(
        tx,
        {
          key: randomBytes(18).toString('base64url'),
          idempotencyKey,
          sessionId: session.id,
          userId,
          status: method.initialStatus,
          locale,
          paymentMethod: method.id,
          currency: STORE_CURRENCY,
          billing,
          shipping,
          shippingMethod: { id: chosen.method.id, label, cost: chosen.cost },
          subtotal: totals.subtotal,
          discountTotal: totals.discount,
          shippingTotal: totals.shipping,
          total: totals.total,
          couponCodes: figures.keptCodes,
          customerNote: (body.customerNote ?? cart.note).trim(),
          attribution: sanitiseOrderAttribution(body.attribution, context.settings.attribution.enabled),
          createdAt: now,
        },
        cartView.items.map((item, position) => ({
          position,
          productId: item.productId,
          variationId: item.variationId,
          name: item.name,
          sku: lines.find((line) => line.row.key === item.key)?.variation?.sku ?? null,
          attributes: item.attributes.map(({ label: l, value }) => ({ label: l, value })),
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          subtotal: item.subtotal,
          role: item.role,
          parentPosition: item.parentKey === null ? null : cartView.items.findIndex((i) => i.key === item.parentKey),
        })),
      );
      await emptyCart(tx, cart.id, cart.version + 1, now);
      const orderLines = await linesOfOrder(tx, order.id);
      const placed = orderBody(order, orderLines, settings, locale);
      await enqueueOrderConfirmation(
        tx,
        { ...order, lines: orderLines },
        billing.email,
        method.id === 'bacs' ? settings.bacs.bank : null,
        context.settings.priceFormat,
      );
      return { order: placed, created: true };
    });
  } catch (error) {
    // The same key sent at once by two sessions: the second insert loses the race.
    if (isUniqueViolation(error))
      throw new HttpProblem(409, 'idempotency_conflict', 'This idempotency key belongs to another order.');
    throw error;
  }
}
