/**
 * Paying an order that waits for it (a payment form's pending order): the shopper who may read the order chooses
 * one of the methods checkout offers for its country and total; the order then starts in that method's status and
 * its confirmation is mailed, as a placed order's is. Under the order's row lock, so paying twice pays once.
 */
import { defaultPaymentMethod } from '@domain/checkout/orders';
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { HttpProblem, notFound } from '../../../http/problems';
import { enqueueOrderConfirmation } from '../../mail/outbox';
import { loadSettings } from '../../settings/service';
import { offeredMethods } from '../payments/index';
import { findOrder, linesOfOrder, lockOrder, setOrderPayment, type OrderRow } from '../repository/orders';
import type { OrderBody, OrderPaymentBody, PayOrderBody } from '../schemas';
import { loadCheckoutSettings } from '../settings';
import { mayRead, type OrderReader } from './orders';
import { orderBody } from './view';
import { chosenPaymentMethod } from './payment-choice';

const NOT_FOUND = 'No order with this number for this visitor.';

const notPayable = () =>
  new HttpProblem(409, 'order_not_payable', 'This order is not waiting for payment.', {
    errors: [{ field: 'params.number', code: 'order_not_payable', message: 'This order is not waiting for payment.' }],
  });

function payable(order: OrderRow | null, reader: OrderReader): OrderRow {
  if (!order || !mayRead(order, reader.session, reader.key)) throw notFound(NOT_FOUND);
  if (order.status !== 'pending') throw notPayable();
  return order;
}

const offeredFor = (order: OrderRow, settings: Awaited<ReturnType<typeof loadCheckoutSettings>>) =>
  offeredMethods({ settings, country: order.billing.country, total: order.total });

/** The pending order and the methods it may be paid by. */
export async function readOrderPayment(
  db: Db,
  reader: OrderReader,
  number: number,
  locale: Locale,
): Promise<OrderPaymentBody> {
  const order = payable(await findOrder(db, number), reader);
  const settings = await loadCheckoutSettings(db);
  const offered = offeredFor(order, settings);
  return {
    order: orderBody(order, await linesOfOrder(db, order.id), settings, locale),
    paymentMethods: offered.map((method) => ({
      id: method.id,
      title: method.title(locale),
      description: method.description(locale),
    })),
    defaultPaymentMethod: defaultPaymentMethod(
      order.billing.country,
      offered.map((method) => method.id),
    ),
  };
}

/** Pays the order by the chosen method; the paid order as the order-received page reads it. */
export async function payOrder(
  db: Db,
  reader: OrderReader,
  number: number,
  locale: Locale,
  body: PayOrderBody,
): Promise<OrderBody> {
  return db.transaction(async (tx) => {
    const order = payable(await lockOrder(tx, number), reader);
    const settings = await loadCheckoutSettings(tx);
    const method = chosenPaymentMethod(body.paymentMethod, offeredFor(order, settings));
    const paid = await setOrderPayment(tx, order.id, { status: method.initialStatus, paymentMethod: method.id });
    const lines = await linesOfOrder(tx, order.id);
    const { priceFormat } = await loadSettings(tx);
    if (paid.billing.email) {
      const bank = method.id === 'bacs' ? settings.bacs.bank : null;
      await enqueueOrderConfirmation(tx, { ...paid, lines }, paid.billing.email, bank, priceFormat);
    }
    return orderBody(paid, lines, settings, locale);
  });
}
