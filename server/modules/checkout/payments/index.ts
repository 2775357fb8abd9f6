/** The payment methods the shop offers, in the order checkout lists them. */
import { INITIAL_STATUS, type PaymentMethodId } from '@domain/checkout/orders';
import { PAYMENT_TEXTS } from '@domain/checkout/payment-texts';
import type { PaymentContext, PaymentMethod } from './method';

export type { PaymentContext, PaymentMethod } from './method';

const cashOnDelivery: PaymentMethod = {
  id: 'cod',
  title: (locale) => PAYMENT_TEXTS.cod.title[locale],
  description: (locale) => PAYMENT_TEXTS.cod.description[locale],
  // Couriers collect cash in Morocco only.
  available: ({ settings, country }) => settings.cod.enabled && (country === '' || country === 'MA'),
  initialStatus: INITIAL_STATUS.cod,
};

const bankTransfer: PaymentMethod = {
  id: 'bacs',
  title: (locale) => PAYMENT_TEXTS.bacs.title[locale],
  description: (locale) => PAYMENT_TEXTS.bacs.description[locale],
  available: ({ settings }) => settings.bacs.enabled,
  initialStatus: INITIAL_STATUS.bacs,
};

export const PAYMENT_METHODS: readonly PaymentMethod[] = [cashOnDelivery, bankTransfer];

/** The methods offered for this checkout. */
export const offeredMethods = (context: PaymentContext): PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => method.available(context));

export const paymentMethod = (id: PaymentMethodId): PaymentMethod | undefined =>
  PAYMENT_METHODS.find((method) => method.id === id);
