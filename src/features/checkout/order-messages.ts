import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of the order-received view (what the shopper sees once the order is placed). The words follow the order
 * e-mail's (server/modules/mail/templates/messages.ts), so the page and the e-mail say the same thing.
 */
export const orderMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  thankYou: NoMessageValues;
  overviewLabel: NoMessageValues;
  number: NoMessageValues;
  date: NoMessageValues;
  email: NoMessageValues;
  total: NoMessageValues;
  paymentMethod: NoMessageValues;
  paymentTitle: NoMessageValues;
  bankTitle: NoMessageValues;
  bankAccountName: NoMessageValues;
  bankName: NoMessageValues;
  bankRib: NoMessageValues;
  bankIban: NoMessageValues;
  bankBic: NoMessageValues;
  bankReference: NoMessageValues;
  bankAmount: NoMessageValues;
  detailsTitle: NoMessageValues;
  product: NoMessageValues;
  quantity: NoMessageValues;
  lineTotal: NoMessageValues;
  attribute: { label: MessageValue; value: MessageValue };
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  discountWithCodes: { codes: MessageValue };
  shipping: NoMessageValues;
  shippingVia: { amount: MessageValue; method: MessageValue };
  free: NoMessageValues;
  note: NoMessageValues;
  billingTitle: NoMessageValues;
  shippingTitle: NoMessageValues;
  phone: NoMessageValues;
}>({
  title: { id: 'order.received.title', defaultMessage: 'Order received' },
  loading: { id: 'order.received.loading', defaultMessage: 'Loading your order…' },
  thankYou: { id: 'order.received.thankYou', defaultMessage: 'Thank you. Your order has been received.' },
  overviewLabel: { id: 'order.received.overviewLabel', defaultMessage: 'Order summary' },
  number: { id: 'order.received.number', defaultMessage: 'Order number' },
  date: { id: 'order.received.date', defaultMessage: 'Date' },
  email: { id: 'order.received.email', defaultMessage: 'E-mail' },
  total: { id: 'order.received.total', defaultMessage: 'Total' },
  paymentMethod: { id: 'order.received.paymentMethod', defaultMessage: 'Payment method' },
  paymentTitle: { id: 'order.received.paymentTitle', defaultMessage: 'How to pay' },
  bankTitle: { id: 'order.received.bankTitle', defaultMessage: 'Our bank details' },
  bankAccountName: { id: 'order.received.bankAccountName', defaultMessage: 'Account name' },
  bankName: { id: 'order.received.bankName', defaultMessage: 'Bank' },
  bankRib: { id: 'order.received.bankRib', defaultMessage: 'RIB' },
  bankIban: { id: 'order.received.bankIban', defaultMessage: 'IBAN' },
  bankBic: { id: 'order.received.bankBic', defaultMessage: 'BIC / SWIFT' },
  bankReference: { id: 'order.received.bankReference', defaultMessage: 'Payment reference (your order number)' },
  bankAmount: { id: 'order.received.bankAmount', defaultMessage: 'Amount to transfer' },
  detailsTitle: { id: 'order.received.detailsTitle', defaultMessage: 'Order details' },
  product: { id: 'order.received.product', defaultMessage: 'Product' },
  quantity: { id: 'order.received.quantity', defaultMessage: 'Quantity' },
  lineTotal: { id: 'order.received.lineTotal', defaultMessage: 'Total' },
  attribute: { id: 'order.received.attribute', defaultMessage: '{label}: {value}' },
  subtotal: { id: 'order.received.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'order.received.discount', defaultMessage: 'Discount' },
  discountWithCodes: { id: 'order.received.discountWithCodes', defaultMessage: 'Discount ({codes})' },
  shipping: { id: 'order.received.shipping', defaultMessage: 'Shipping' },
  shippingVia: { id: 'order.received.shippingVia', defaultMessage: '{amount} via {method}' },
  free: { id: 'order.received.free', defaultMessage: 'Free' },
  note: { id: 'order.received.note', defaultMessage: 'Your note' },
  billingTitle: { id: 'order.received.billingTitle', defaultMessage: 'Billing address' },
  shippingTitle: { id: 'order.received.shippingTitle', defaultMessage: 'Shipping address' },
  phone: { id: 'order.received.phone', defaultMessage: 'Phone' },
});
