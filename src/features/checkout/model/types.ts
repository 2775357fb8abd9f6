/** The checkout and an order as the client holds them (the API's shapes; money in minor units). */
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { Locale } from '@domain/locales';
import type { OrderStatus, PaymentMethodId } from '@domain/checkout/orders';
import type { BankDetails } from '@domain/checkout/payment';
import type { Cart } from '@entities/cart/model';

export interface PaymentMethodView {
  id: PaymentMethodId;
  title: string;
  description: string;
}

export interface Checkout {
  cart: Cart;
  paymentMethods: PaymentMethodView[];
  defaultPaymentMethod: PaymentMethodId | null;
}

export interface OrderLine {
  productId: number | null;
  name: string;
  sku: string | null;
  attributes: Array<{ label: string; value: string }>;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  /** 'bundle', 'bundled' (one of its items: parentPosition is the bundle's index) or 'together'. */
  role?: 'bundle' | 'bundled' | 'together' | null;
  parentPosition?: number | null;
}

/** A pending order to pay, and the methods offered for it. */
export interface OrderPayment {
  order: Order;
  paymentMethods: PaymentMethodView[];
  defaultPaymentMethod: PaymentMethodId | null;
}

export interface Order {
  number: number;
  key: string;
  status: OrderStatus;
  createdAt: string;
  currency: string;
  /** null while a pending order waits for the shopper to choose how to pay (a payment form's order). */
  paymentMethod: PaymentMethodView | null;
  bank: BankDetails | null;
  billing: OrderAddress;
  shipping: OrderAddress;
  shippingMethod: { id: number; label: string; cost: number } | null;
  /** The language the lines' names and attributes and the shipping method's label were written in (the order's). */
  writtenIn: Locale;
  lines: OrderLine[];
  couponCodes: string[];
  customerNote: string;
  totals: { subtotal: number; discount: number; shipping: number; total: number };
}
