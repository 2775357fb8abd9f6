/** An order as the API answers it: the figures as placed, the payment method's words and, for a transfer, the bank. */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import { STORE_CURRENCY } from '@domain/money';
import type { CheckoutSettings } from '@domain/checkout/settings';
import { paymentMethod } from '../payments/index';
import type { OrderLineRow, OrderRow } from '../repository/orders';
import type { OrderBody } from '../schemas';
import { isPaymentMethodId } from '@domain/checkout/orders';

export function orderBody(
  order: OrderRow,
  lines: OrderLineRow[],
  settings: CheckoutSettings,
  locale: Locale,
): OrderBody {
  const method = isPaymentMethodId(order.paymentMethod) ? paymentMethod(order.paymentMethod) : undefined;
  return {
    number: order.id,
    key: order.key,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    currency: STORE_CURRENCY,
    paymentMethod: method
      ? { id: method.id, title: method.title(locale), description: method.description(locale) }
      : null,
    bank: order.paymentMethod === 'bacs' ? settings.bacs.bank : null,
    billing: order.billing,
    shipping: order.shipping,
    shippingMethod: order.shippingMethod,
    writtenIn: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
    lines: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      attributes: line.attributes,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
      role: line.role,
      parentPosition: line.parentPosition,
    })),
    couponCodes: order.couponCodes,
    customerNote: order.customerNote,
    totals: {
      subtotal: order.subtotal,
      discount: order.discountTotal,
      shipping: order.shippingTotal,
      total: order.total,
    },
  };
}
