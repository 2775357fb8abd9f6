/**
 * A payment method as checkout sees it: whether it is offered, what it is called and says, the status an order paid
 * with it starts in, and what the shopper is told after placing. A card gateway is one more of these (its `place`
 * would hand the shopper to the gateway and start the order 'pending'); checkout itself does not change.
 */
import type { Locale } from '@domain/locales';
import type { OrderStatus, PaymentMethodId } from '@domain/checkout/orders';
import type { CheckoutSettings } from '@domain/checkout/settings';

export interface PaymentContext {
  settings: CheckoutSettings;
  /** The country the order is delivered to ('' before one is chosen). */
  country: string;
  /** The order's total, minor units. */
  total: number;
}

export interface PaymentMethod {
  id: PaymentMethodId;
  title(locale: Locale): string;
  description(locale: Locale): string;
  available(context: PaymentContext): boolean;
  /** The status a newly placed order starts in. */
  initialStatus: OrderStatus;
}
