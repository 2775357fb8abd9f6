/**
 * The checkout endpoints: read the checkout (the cart for its destination, the payment methods offered there), set
 * its destination, place the order, read an order; read and pay an order that waits for payment. Placing empties the cart on the server: the cart is invalidated
 * so every view of it follows; a refusal because something changed refetches the checkout to show what.
 */
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { OrderAttribution } from '@domain/checkout/attribution';
import type { PaymentMethodId } from '@domain/checkout/orders';
import type { Locale } from '@domain/locales';
import { cartApi } from '@entities/cart/api';
import { toCart } from '@entities/cart/model';
import { cartCountKnown } from '@entities/cart/events';
import { baseApi } from '@shared/api/base-api';
import type { Checkout, Order, OrderPayment } from './model/types';

export interface Destination {
  country: string;
  state?: string;
  city?: string;
  postcode?: string;
}

export interface PlaceOrderArgs {
  locale: Locale;
  /** One per order the shopper means to place: a retry after a lost answer is the same order. */
  idempotencyKey: string;
  billing: Partial<OrderAddress>;
  shipToDifferentAddress: boolean;
  shipping?: Partial<OrderAddress>;
  paymentMethod: PaymentMethodId;
  shippingMethod?: number;
  customerNote?: string;
  expectedTotal: number;
  attribution?: OrderAttribution;
}

/** An order, by its number: the session or customer that placed it may read it, or anyone with its key. */
export interface OrderArgs {
  number: number;
  locale: Locale;
  key?: string;
}

/** Problems that mean the cart changed under the shopper: the checkout is read again to show it. */
export const CHANGED_CODES = new Set(['total_changed', 'out_of_stock', 'item_unavailable', 'coupon_removed']);

const toCheckout = (wire: unknown): Checkout => {
  const body = wire as Omit<Checkout, 'cart'> & { cart: unknown };
  return { ...body, cart: toCart(body.cart) };
};

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckout: build.query<Checkout, Locale>({
      query: (locale) => ({ url: '/checkout', params: { locale } }),
      transformResponse: toCheckout,
      providesTags: ['Cart'],
    }),
    updateCheckout: build.mutation<Checkout, Destination & { locale: Locale; paymentMethod?: PaymentMethodId }>({
      query: ({ locale, ...body }) => ({ url: '/checkout', method: 'PUT', params: { locale }, body }),
      transformResponse: toCheckout,
      // The answer is the checkout for the new destination: written in place, and the cart follows it.
      onQueryStarted: async ({ locale }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(checkoutApi.util.upsertQueryData('getCheckout', locale, answer.data));
        dispatch(cartApi.util.upsertQueryData('getCart', locale, answer.data.cart));
      },
    }),
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      query: ({ locale, idempotencyKey, ...body }) => ({
        url: '/checkout/orders',
        method: 'POST',
        params: { locale },
        headers: { 'idempotency-key': idempotencyKey },
        body,
      }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const placed = await queryFulfilled.then(
          () => true,
          (failure: { error: unknown }) =>
            CHANGED_CODES.has((failure.error as { code?: string } | undefined)?.code ?? '') ? false : null,
        );
        if (placed === null) return;
        if (placed) dispatch(cartCountKnown(0));
        dispatch(baseApi.util.invalidateTags(['Cart']));
      },
    }),
    getOrder: build.query<Order, OrderArgs>({
      query: ({ number, locale, key }) => ({ url: `/orders/${number}`, params: { locale, ...(key ? { key } : {}) } }),
    }),
    getOrderPayment: build.query<OrderPayment, OrderArgs>({
      query: ({ number, locale, key }) => ({
        url: `/orders/${number}/payment`,
        params: { locale, ...(key ? { key } : {}) },
      }),
    }),
    // The paid order is what the order-received page reads next (its link has the key): written there, so it opens
    // without a request.
    payOrder: build.mutation<Order, OrderArgs & { paymentMethod: PaymentMethodId }>({
      query: ({ number, locale, key, paymentMethod }) => ({
        url: `/orders/${number}/payment`,
        method: 'POST',
        params: { locale },
        body: { paymentMethod, ...(key ? { key } : {}) },
      }),
      onQueryStarted: async ({ number, locale }, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(checkoutApi.util.upsertQueryData('getOrder', { number, locale, key: answer.data.key }, answer.data));
      },
    }),
  }),
});

export const {
  useGetCheckoutQuery,
  useUpdateCheckoutMutation,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useGetOrderPaymentQuery,
  usePayOrderMutation,
} = checkoutApi;
