/**
 * The order a payment form's submission creates: pending, its lines the payment items chosen at the definition's
 * prices (src/domain/forms/order.ts, the same rules the form's live total runs), billed to the form's name, e-mail
 * and address. It waits for the shopper to choose how to pay (checkout's pay step); nothing is taken from stock.
 */
import { randomBytes } from 'node:crypto';
import type { FieldValue, FormDefinition } from '@domain/forms/fields';
import { formOrderAddress, formOrderLines, formOrderTotal } from '@domain/forms/order';
import type { Locale } from '@domain/locales';
import { STORE_CURRENCY } from '@domain/money';
import type { Db } from '../../db/client';
import { insertOrder, type OrderRow } from '../checkout/repository/orders';

export interface FormOrderInput {
  form: FormDefinition;
  values: Record<string, FieldValue>;
  locale: Locale;
  session: { id: string; userId: number | null };
  now: Date;
}

/** Writes the pending order of a submission, or returns null when the form orders nothing (no item chosen). */
export async function createFormOrder(tx: Db, input: FormOrderInput): Promise<OrderRow | null> {
  if (!input.form.createsOrder) return null;
  const lines = formOrderLines(input.form, input.values, input.locale);
  const total = formOrderTotal(lines);
  if (total <= 0) return null;
  const billing = formOrderAddress(input.form, input.values);
  return insertOrder(
    tx,
    {
      key: randomBytes(18).toString('base64url'),
      idempotencyKey: `form-${randomBytes(18).toString('base64url')}`,
      sessionId: input.session.id,
      userId: input.session.userId,
      status: 'pending',
      locale: input.locale,
      // Chosen when the shopper pays.
      paymentMethod: '',
      currency: STORE_CURRENCY,
      billing,
      shipping: { ...billing, phone: '', email: '' },
      shippingMethod: null,
      subtotal: total,
      discountTotal: 0,
      shippingTotal: 0,
      total,
      customerNote: '',
      createdAt: input.now,
    },
    lines.map((line, position) => ({
      position,
      productId: null,
      variationId: null,
      name: line.name,
      sku: null,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
    })),
  );
}
