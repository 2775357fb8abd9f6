import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * One message per cart problem code (`error.<code>`, the ids errorMessageId() looks up), with the spec's exact
 * English where it has one and the platform's wording
 * otherwise. Values come from cartProblemValues(). Loaded with the product form and with the cart drawer.
 */
export const cartErrorMessages = defineMessages<{
  cartNoticeCouponRemoved: { coupon: MessageValue };
  errorProductNotFound: NoMessageValues;
  errorVariationRequired: NoMessageValues;
  errorVariationUnavailable: NoMessageValues;
  errorOutOfStock: NoMessageValues;
  errorNotPurchasable: NoMessageValues;
  errorAttributeRequired: NoMessageValues;
  errorInvalidAttribute: NoMessageValues;
  errorQuantityOutOfRange: { hasMax: string; min: MessageValue; max: MessageValue };
  errorAlreadyInCart: NoMessageValues;
  errorInsufficientStock: { available: number };
  errorLineNotFound: NoMessageValues;
  errorBundledItem: NoMessageValues;
  errorBundleChoiceRequired: NoMessageValues;
  errorNotABundle: NoMessageValues;
  errorBundleItemUnknown: NoMessageValues;
  errorCompanionUnknown: NoMessageValues;
  errorSingleSelection: NoMessageValues;
  errorCouponEmpty: NoMessageValues;
  errorCouponNotFound: { coupon: MessageValue };
  errorCouponAlreadyApplied: NoMessageValues;
  errorCouponExpired: NoMessageValues;
  errorCouponUsageLimit: NoMessageValues;
  errorCouponUsageLimitPerCustomer: { coupon: MessageValue };
  errorCouponIndividualUse: { coupon: MessageValue };
  errorCouponNotCombinable: { coupon: MessageValue };
  errorCouponNotApplicable: NoMessageValues;
  errorCouponSaleItems: NoMessageValues;
  errorCartQuantityLimit: { max: number };
  errorOrderValueLimit: { amount: MessageValue };
  errorCouponMinimumSpend: { amount: MessageValue };
  errorCouponMaximumSpend: { amount: MessageValue };
  errorCouponNotApplied: NoMessageValues;
  errorNoteInvalid: NoMessageValues;
  errorInvalidCountry: NoMessageValues;
  errorInvalidState: NoMessageValues;
  errorInvalidPostcode: NoMessageValues;
  errorInvalidCity: NoMessageValues;
  errorShippingUnavailable: NoMessageValues;
  errorShippingMethodUnavailable: NoMessageValues;
  errorCartEmpty: NoMessageValues;
}>({
  cartNoticeCouponRemoved: {
    id: 'cart.notice.coupon_removed',
    defaultMessage: 'The coupon “{coupon}” has been removed from your cart.',
  },
  errorProductNotFound: {
    id: 'error.product_not_found',
    defaultMessage: 'Sorry, this product is no longer available.',
  },
  errorVariationRequired: {
    id: 'error.variation_required',
    defaultMessage: 'Please select some product options before adding this product to your cart.',
  },
  errorVariationUnavailable: {
    id: 'error.variation_unavailable',
    defaultMessage: 'Sorry, this product is unavailable. Please choose a different combination.',
  },
  errorOutOfStock: { id: 'error.out_of_stock', defaultMessage: 'Sorry, this product is out of stock.' },
  errorNotPurchasable: { id: 'error.not_purchasable', defaultMessage: 'Sorry, this product cannot be purchased.' },
  errorAttributeRequired: {
    id: 'error.attribute_required',
    defaultMessage: 'Please select a product option before adding this product to your cart.',
  },
  errorInvalidAttribute: {
    id: 'error.invalid_attribute',
    defaultMessage: 'Sorry, no products matched your selection. Please choose a different combination.',
  },
  errorQuantityOutOfRange: {
    id: 'error.quantity_out_of_range',
    defaultMessage:
      '{hasMax, select, yes {Please enter a value between {min} and {max}} other {Please enter a value greater than or equal to {min}}}',
  },
  errorAlreadyInCart: {
    id: 'error.already_in_cart',
    defaultMessage: 'You cannot add another of this product to your cart.',
  },
  errorInsufficientStock: {
    id: 'error.insufficient_stock',
    defaultMessage:
      '{available, plural, =0 {Sorry, this product is out of stock.} one {Sorry, only # item is left in stock.} other {Sorry, only # items are left in stock.}}',
  },
  errorLineNotFound: { id: 'error.line_not_found', defaultMessage: 'This item is no longer in your cart.' },
  errorBundledItem: {
    id: 'error.bundled_item',
    defaultMessage: 'This item belongs to a bundle: change the quantity of the bundle instead.',
  },
  errorBundleChoiceRequired: {
    id: 'error.bundle_choice_required',
    defaultMessage: 'Please choose the products of this bundle on its page.',
  },
  errorNotABundle: { id: 'error.not_a_bundle', defaultMessage: 'This product is not a bundle.' },
  errorBundleItemUnknown: {
    id: 'error.bundle_item_unknown',
    defaultMessage: 'This product is not part of the bundle.',
  },
  errorCompanionUnknown: {
    id: 'error.companion_unknown',
    defaultMessage: 'This product is not offered together with this one.',
  },
  errorSingleSelection: {
    id: 'error.single_selection',
    defaultMessage: 'Only one product can be chosen to go with this one.',
  },
  errorCouponEmpty: { id: 'error.coupon_empty', defaultMessage: 'Please enter a coupon code.' },
  errorCouponNotFound: { id: 'error.coupon_not_found', defaultMessage: 'Coupon “{coupon}” does not exist!' },
  errorCouponAlreadyApplied: { id: 'error.coupon_already_applied', defaultMessage: 'Coupon code already applied!' },
  errorCouponExpired: { id: 'error.coupon_expired', defaultMessage: 'This coupon has expired.' },
  errorCouponUsageLimit: { id: 'error.coupon_usage_limit', defaultMessage: 'Coupon usage limit has been reached.' },
  errorCouponIndividualUse: {
    id: 'error.coupon_individual_use',
    defaultMessage:
      'Sorry, coupon “{coupon}” has already been applied and cannot be used in conjunction with other coupons.',
  },
  errorCouponUsageLimitPerCustomer: {
    id: 'error.coupon_usage_limit_per_customer',
    defaultMessage: 'You have already used coupon “{coupon}” as many times as it allows.',
  },
  errorCouponNotCombinable: {
    id: 'error.coupon_not_combinable',
    defaultMessage: 'Sorry, this coupon cannot be used together with coupon “{coupon}”, which is already applied.',
  },
  errorCouponNotApplicable: {
    id: 'error.coupon_not_applicable',
    defaultMessage: 'Sorry, this coupon is not applicable to selected products.',
  },
  errorCouponSaleItems: {
    id: 'error.coupon_sale_items',
    defaultMessage: 'Sorry, this coupon is not valid for sale items.',
  },
  errorCartQuantityLimit: {
    id: 'error.cart_quantity_limit',
    defaultMessage:
      '{max, plural, one {Your cart can hold at most # item.} other {Your cart can hold at most # items.}} Please lower a quantity.',
  },
  errorOrderValueLimit: {
    id: 'error.order_value_limit',
    defaultMessage:
      'An order cannot be worth more than {amount}. Please lower a quantity, or contact us for a larger order.',
  },
  errorCouponMinimumSpend: {
    id: 'error.coupon_minimum_spend',
    defaultMessage: 'The minimum spend for this coupon is {amount}.',
  },
  errorCouponMaximumSpend: {
    id: 'error.coupon_maximum_spend',
    defaultMessage: 'The maximum spend for this coupon is {amount}.',
  },
  errorCouponNotApplied: { id: 'error.coupon_not_applied', defaultMessage: 'This coupon is not applied to your cart.' },
  errorNoteInvalid: { id: 'error.note_invalid', defaultMessage: 'Please write your note as plain text, without HTML.' },
  errorInvalidCountry: { id: 'error.invalid_country', defaultMessage: 'Please choose a valid country.' },
  errorInvalidState: { id: 'error.invalid_state', defaultMessage: 'Please choose a valid state.' },
  errorInvalidPostcode: { id: 'error.invalid_postcode', defaultMessage: 'Please enter a valid postcode / ZIP.' },
  errorInvalidCity: { id: 'error.invalid_city', defaultMessage: 'Please enter a valid town / city.' },
  errorShippingUnavailable: {
    id: 'error.shipping_unavailable',
    defaultMessage: 'Enter your address to view shipping options.',
  },
  errorShippingMethodUnavailable: {
    id: 'error.shipping_method_unavailable',
    defaultMessage: 'This shipping method is not available. Please choose another one.',
  },
  errorCartEmpty: { id: 'error.cart_empty', defaultMessage: 'Your cart is currently empty.' },
});
