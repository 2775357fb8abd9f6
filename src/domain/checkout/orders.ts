/** Order statuses and what a payment method starts an order in. */
export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The payment methods the shop offers; a gateway added later joins this list. */
export const PAYMENT_METHOD_IDS = ['cod', 'bacs'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Cash on delivery is paid when the parcel arrives (processing now); a bank transfer waits for the money (on hold). */
export const INITIAL_STATUS: Readonly<Record<PaymentMethodId, OrderStatus>> = { cod: 'processing', bacs: 'on-hold' };

/** Cash on delivery is the default for Morocco; elsewhere the first method offered. */
export function defaultPaymentMethod(country: string, offered: readonly PaymentMethodId[]): PaymentMethodId | null {
  if (country === 'MA' && offered.includes('cod')) return 'cod';
  return offered[0] ?? null;
}

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}
