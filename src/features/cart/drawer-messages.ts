import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * Messages of the cart drawer and the cart page. Where the
 * spec gives no wording, the platform's (WooCommerce and the theme's) is kept in English.
 */
export const cartDrawerMessages = defineMessages<{
  drawerTitle: NoMessageValues;
  drawerCount: { count: number };
  drawerClose: NoMessageValues;
  loading: NoMessageValues;
  updating: NoMessageValues;
  loadError: NoMessageValues;
  retry: NoMessageValues;
  empty: NoMessageValues;
  returnToShop: NoMessageValues;
  viewCart: NoMessageValues;
  checkout: NoMessageValues;
  proceedToCheckout: NoMessageValues;
  lineRemove: { name: MessageValue };
  lineRemoved: { name: MessageValue };
  lineQuantityUpdated: { name: MessageValue; quantity: MessageValue };
  lineUnavailable: NoMessageValues;
  totalsLabel: NoMessageValues;
  totalsSubtotal: NoMessageValues;
  totalsDiscount: { code: MessageValue };
  totalsShipping: NoMessageValues;
  totalsTotal: NoMessageValues;
  totalsFree: NoMessageValues;
  goalLabel: NoMessageValues;
  goalRemaining: { amount: MessageValue };
  goalDone: NoMessageValues;
  countdownRunning: { time: MessageValue };
  countdownExpired: NoMessageValues;
  countdownExtend: NoMessageValues;
  countdownHide: NoMessageValues;
  addonsLabel: NoMessageValues;
  addonCoupon: NoMessageValues;
  addonNote: NoMessageValues;
  addonShipping: NoMessageValues;
  couponLabel: NoMessageValues;
  couponApply: NoMessageValues;
  couponApplied: NoMessageValues;
  couponRemove: { code: MessageValue };
  couponRemoved: NoMessageValues;
  noteLabel: NoMessageValues;
  noteHint: NoMessageValues;
  noteSave: NoMessageValues;
  noteSaved: NoMessageValues;
  noteTooLong: { max: MessageValue };
  shippingTitle: NoMessageValues;
  shippingCountry: NoMessageValues;
  shippingState: NoMessageValues;
  shippingCity: NoMessageValues;
  shippingPostcode: NoMessageValues;
  shippingUpdate: NoMessageValues;
  shippingUpdated: NoMessageValues;
  shippingMethods: NoMessageValues;
  shippingTo: { place: MessageValue };
  pageTitle: NoMessageValues;
  pageDescription: NoMessageValues;
}>({
  drawerTitle: { id: 'cart.drawer.title', defaultMessage: 'Shopping cart' },
  drawerCount: { id: 'cart.drawer.count', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  drawerClose: { id: 'cart.drawer.close', defaultMessage: 'Close the cart' },
  loading: { id: 'cart.loading', defaultMessage: 'Loading your cart…' },
  updating: { id: 'cart.updating', defaultMessage: 'Updating your cart…' },
  loadError: { id: 'cart.loadError', defaultMessage: 'Your cart could not be loaded.' },
  retry: { id: 'cart.retry', defaultMessage: 'Try again' },
  empty: { id: 'cart.empty', defaultMessage: 'Your cart is currently empty.' },
  returnToShop: { id: 'cart.returnToShop', defaultMessage: 'Return to shop' },
  viewCart: { id: 'cart.viewCart', defaultMessage: 'View cart' },
  checkout: { id: 'cart.checkout', defaultMessage: 'Checkout' },
  proceedToCheckout: { id: 'cart.proceedToCheckout', defaultMessage: 'Proceed to checkout' },
  lineRemove: { id: 'cart.line.remove', defaultMessage: 'Remove “{name}” from your cart' },
  lineRemoved: { id: 'cart.line.removed', defaultMessage: '“{name}” has been removed from your cart.' },
  lineQuantityUpdated: {
    id: 'cart.line.quantityUpdated',
    defaultMessage: 'The quantity of “{name}” is now {quantity}.',
  },
  lineUnavailable: { id: 'cart.line.unavailable', defaultMessage: 'This item can no longer be bought.' },
  totalsLabel: { id: 'cart.totals.label', defaultMessage: 'Cart totals' },
  totalsSubtotal: { id: 'cart.totals.subtotal', defaultMessage: 'Subtotal' },
  totalsDiscount: { id: 'cart.totals.discount', defaultMessage: 'Coupon: {code}' },
  totalsShipping: { id: 'cart.totals.shipping', defaultMessage: 'Shipping' },
  totalsTotal: { id: 'cart.totals.total', defaultMessage: 'Total' },
  totalsFree: { id: 'cart.totals.free', defaultMessage: 'Free' },
  goalLabel: { id: 'cart.goal.label', defaultMessage: 'Progress towards free shipping' },
  goalRemaining: { id: 'cart.goal.remaining', defaultMessage: 'Spend {amount} more to get free shipping!' },
  goalDone: { id: 'cart.goal.done', defaultMessage: 'Congratulations! You’ve got free shipping.' },
  countdownRunning: { id: 'cart.countdown.running', defaultMessage: 'Products are limited, check out within {time}' },
  countdownExpired: {
    id: 'cart.countdown.expired',
    defaultMessage: 'You’re out of time! Check out now to avoid losing your order!',
  },
  countdownExtend: { id: 'cart.countdown.extend', defaultMessage: 'Give me more time' },
  countdownHide: { id: 'cart.countdown.hide', defaultMessage: 'Hide the timer' },
  addonsLabel: { id: 'cart.addons.label', defaultMessage: 'More options' },
  addonCoupon: { id: 'cart.addon.coupon', defaultMessage: 'Coupon' },
  addonNote: { id: 'cart.addon.note', defaultMessage: 'Note' },
  addonShipping: { id: 'cart.addon.shipping', defaultMessage: 'Shipping' },
  couponLabel: { id: 'cart.coupon.label', defaultMessage: 'Coupon code' },
  couponApply: { id: 'cart.coupon.apply', defaultMessage: 'Apply coupon' },
  couponApplied: { id: 'cart.coupon.applied', defaultMessage: 'Coupon code applied successfully.' },
  couponRemove: { id: 'cart.coupon.remove', defaultMessage: 'Remove the coupon “{code}”' },
  couponRemoved: { id: 'cart.coupon.removed', defaultMessage: 'Coupon has been removed.' },
  noteLabel: { id: 'cart.note.label', defaultMessage: 'Order notes' },
  noteHint: { id: 'cart.note.hint', defaultMessage: 'Notes about your order, e.g. special notes for delivery.' },
  noteSave: { id: 'cart.note.save', defaultMessage: 'Save' },
  noteSaved: { id: 'cart.note.saved', defaultMessage: 'Your order note has been saved.' },
  noteTooLong: { id: 'cart.note.tooLong', defaultMessage: 'Please keep your note to {max} characters or fewer.' },
  shippingTitle: { id: 'cart.shipping.title', defaultMessage: 'Estimate shipping rates' },
  shippingCountry: { id: 'cart.shipping.country', defaultMessage: 'Country / region' },
  shippingState: { id: 'cart.shipping.state', defaultMessage: 'State / County' },
  shippingCity: { id: 'cart.shipping.city', defaultMessage: 'Town / City' },
  shippingPostcode: { id: 'cart.shipping.postcode', defaultMessage: 'Postcode / ZIP' },
  shippingUpdate: { id: 'cart.shipping.update', defaultMessage: 'Update' },
  shippingUpdated: { id: 'cart.shipping.updated', defaultMessage: 'Shipping costs updated.' },
  shippingMethods: { id: 'cart.shipping.methods', defaultMessage: 'Shipping method' },
  shippingTo: { id: 'cart.shipping.to', defaultMessage: 'Shipping to {place}.' },
  pageTitle: { id: 'cart.page.title', defaultMessage: 'Cart' },
  pageDescription: {
    id: 'cart.page.description',
    defaultMessage: 'Your shopping cart at Zellige: handmade goods from Morocco, priced in dirham.',
  },
});
