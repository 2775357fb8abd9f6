import { isPaymentMethodId } from '@domain/checkout/orders';
import { HttpProblem } from '../../../http/problems';
import { paymentMethod, type PaymentMethod } from '../payments/index';

/** The method the shopper chose, when it is one of those offered; otherwise a 400 naming `body.paymentMethod`. */
export function chosenPaymentMethod(id: string, offered: readonly PaymentMethod[]): PaymentMethod {
  const method = isPaymentMethodId(id) ? paymentMethod(id) : undefined;
  if (!method || !offered.includes(method)) {
    throw new HttpProblem(400, 'payment_method_unavailable', 'This payment method is not offered here.', {
      errors: [{ field: 'body.paymentMethod', code: 'payment_method_unavailable', message: 'Not offered here.' }],
    });
  }
  return method;
}
