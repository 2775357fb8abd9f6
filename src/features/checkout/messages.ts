import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the checkout page. Where the spec gives no wording, the platform's (WooCommerce) is kept in English. */
export const checkoutMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  saveAddresses: NoMessageValues;
  returningCustomer: NoMessageValues;
  signIn: NoMessageValues;
  createAccount: NoMessageValues;
  createAccountHint: NoMessageValues;
  accountPassword: NoMessageValues;
  billingDetails: NoMessageValues;
  shipToDifferent: NoMessageValues;
  shippingAddress: NoMessageValues;
  orderNotes: NoMessageValues;
  orderNotesHint: NoMessageValues;
  yourOrder: NoMessageValues;
  product: NoMessageValues;
  subtotal: NoMessageValues;
  discount: NoMessageValues;
  shipping: NoMessageValues;
  shippingFree: NoMessageValues;
  shippingNeedsAddress: NoMessageValues;
  total: NoMessageValues;
  payment: NoMessageValues;
  placeOrder: NoMessageValues;
  placing: NoMessageValues;
  updating: NoMessageValues;
  updated: NoMessageValues;
  errorSummary: NoMessageValues;
  changed: NoMessageValues;
  totalUpdated: NoMessageValues;
  outOfStock: { name: MessageValue; available: MessageValue };
  unavailable: { name: MessageValue };
  noShipping: NoMessageValues;
  paymentUnavailable: NoMessageValues;
  failed: NoMessageValues;
  empty: NoMessageValues;
  returnToShop: NoMessageValues;
  editCart: NoMessageValues;
  loadError: NoMessageValues;
}>({
  saveAddresses: { id: 'checkout.account.save', defaultMessage: 'Save these addresses to my account' },
  returningCustomer: { id: 'checkout.account.returning', defaultMessage: 'Returning customer?' },
  signIn: { id: 'checkout.account.signIn', defaultMessage: 'Click here to sign in' },
  createAccount: { id: 'checkout.account.create', defaultMessage: 'Create an account?' },
  createAccountHint: {
    id: 'checkout.account.createHint',
    defaultMessage: 'Your account uses the billing email address. We will email you a link to confirm it.',
  },
  accountPassword: { id: 'checkout.account.password', defaultMessage: 'Create account password' },
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  description: { id: 'checkout.description', defaultMessage: 'Your details, delivery and payment, then your order.' },
  billingDetails: { id: 'checkout.billingDetails', defaultMessage: 'Billing details' },
  shipToDifferent: { id: 'checkout.shipToDifferent', defaultMessage: 'Ship to a different address?' },
  shippingAddress: { id: 'checkout.shippingAddress', defaultMessage: 'Shipping address' },
  orderNotes: { id: 'checkout.orderNotes', defaultMessage: 'Order notes (optional)' },
  orderNotesHint: {
    id: 'checkout.orderNotesHint',
    defaultMessage: 'Notes about your order, e.g. special notes for delivery.',
  },
  yourOrder: { id: 'checkout.yourOrder', defaultMessage: 'Your order' },
  product: { id: 'checkout.product', defaultMessage: 'Product' },
  subtotal: { id: 'checkout.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'checkout.discount', defaultMessage: 'Discount' },
  shipping: { id: 'checkout.shipping', defaultMessage: 'Shipping' },
  shippingFree: { id: 'checkout.shippingFree', defaultMessage: 'Free' },
  shippingNeedsAddress: {
    id: 'checkout.shippingNeedsAddress',
    defaultMessage: 'Enter your address to see the shipping options.',
  },
  total: { id: 'checkout.total', defaultMessage: 'Total' },
  payment: { id: 'checkout.payment', defaultMessage: 'Payment method' },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order' },
  placing: { id: 'checkout.placing', defaultMessage: 'Placing your order…' },
  updating: { id: 'checkout.updating', defaultMessage: 'Updating your order…' },
  updated: { id: 'checkout.updated', defaultMessage: 'Your order’s totals were updated.' },
  errorSummary: { id: 'checkout.errorSummary', defaultMessage: 'There is a problem with your details' },
  changed: {
    id: 'checkout.changed',
    defaultMessage: 'Your cart changed since you saw it. Check your order below, then place it again.',
  },
  totalUpdated: {
    id: 'checkout.totalUpdated',
    defaultMessage: 'Your order’s total changed with your address. Check it below, then place your order.',
  },
  outOfStock: {
    id: 'checkout.outOfStock',
    defaultMessage: '{name}: only {available} left in stock. Change the quantity in your cart.',
  },
  unavailable: {
    id: 'checkout.unavailable',
    defaultMessage: '{name} can no longer be bought. Remove it from your cart.',
  },
  noShipping: { id: 'checkout.noShipping', defaultMessage: 'We do not deliver to this address yet.' },
  paymentUnavailable: {
    id: 'checkout.paymentUnavailable',
    defaultMessage: 'This payment method is not available for this address. Please choose another.',
  },
  failed: { id: 'checkout.failed', defaultMessage: 'Your order could not be placed. Please try again.' },
  empty: { id: 'checkout.empty', defaultMessage: 'Your cart is empty: there is nothing to check out yet.' },
  returnToShop: { id: 'checkout.returnToShop', defaultMessage: 'Return to shop' },
  editCart: { id: 'checkout.editCart', defaultMessage: 'Edit cart' },
  loadError: { id: 'checkout.loadError', defaultMessage: 'The checkout could not be loaded. Please try again.' },
});
