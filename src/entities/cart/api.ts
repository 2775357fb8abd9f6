/**
 * The cart endpoints. Every cart answer is the whole cart: each mutation writes it into the getCart entry of its
 * locale (cartChange below), so every view of the cart re-renders without a refetch; the 'Cart' tag stays the cache key other features
 * invalidate (a checkout empties the cart). Shared, not a feature's, because the header, the product page, the
 * drawer and checkout all read it.
 */
import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { LOCALES, type Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { settingsApi } from '@shared/api/settings-api';
import { WISHLIST_AUTO_REMOVE_REFRESH_MS } from '@domain/wishlist';
import type { CartCustomer } from '@domain/checkout/customer';
import { type Cart, toCart } from './model';
import type { ApiError } from '@shared/api/problem';
import { cartCountKnown } from './events';
import { enqueue } from '@shared/api/serial-queue';

export interface AddToCartArgs {
  locale: Locale;
  productId: number;
  variationId?: number;
  quantity: number;
  /** Attribute slug → term slug for the variation's attributes left as 'any'. */
  attributes?: Record<string, string>;
}

/** One chosen item of a bundle: its quantity per bundle and, for a variable item, its variation. */
export interface BundleItemChoice {
  itemId: number;
  quantity: number;
  variationId?: number;
  attributes?: Record<string, string>;
}

export interface AddBundleArgs {
  locale: Locale;
  productId: number;
  /** How many bundles. */
  quantity: number;
  items: BundleItemChoice[];
  /** The companions ticked in the bundle's 'frequently bought together' block, bought with it. */
  together?: CompanionChoice[];
}

/** One ticked companion: its relation, its quantity (per main product with sync-qty) and its variation. */
export interface CompanionChoice {
  relationId: number;
  quantity: number;
  variationId?: number;
  attributes?: Record<string, string>;
}

export type AddTogetherArgs = AddToCartArgs & { items: CompanionChoice[] };

type WithLocale<T = object> = T & { locale: Locale };
type CartBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

const write = (method: string, url: string, locale: Locale, body?: unknown): FetchArgs => ({
  url,
  method,
  params: { locale },
  ...(body === undefined ? {} : { body }),
});

/**
 * A cart change: sends the request (through the store's queue when `serial`), then writes the answer into the cart
 * of its locale before the mutation resolves, so `await …unwrap()` is followed by the new cart everywhere. The other
 * locales' copies (other names) are invalidated: refetched if shown.
 */
function cartChange<A extends { locale: Locale }>(request: (arg: A) => FetchArgs, serial = false) {
  return async (
    arg: A,
    api: BaseQueryApi,
    extraOptions: object,
    baseQuery: CartBaseQuery,
  ): Promise<{ data: Cart } | { error: ApiError }> => {
    const send = async () => baseQuery(request(arg), api, extraOptions);
    const result = await (serial ? enqueue(api.dispatch, send) : send());
    if (result.error) return { error: result.error };
    const cart = toCart(result.data);
    api.dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: arg.locale, value: cart }]));
    api.dispatch(cartCountKnown(cart.count));
    api.dispatch(
      cartApi.util.invalidateTags(LOCALES.filter((l) => l !== arg.locale).map((id) => ({ type: 'Cart' as const, id }))),
    );
    return { data: cart };
  };
}

/** auto_remove: the server took what an add bought off the wishlists; they are read again 300 ms later. */
async function refreshWishlistAfterAdd(
  _arg: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: Pick<BaseQueryApi, 'dispatch' | 'getState'> & { queryFulfilled: Promise<unknown> },
) {
  if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
  const settings = settingsApi.endpoints.getSettings.select()(getState() as never).data;
  if (!settings?.wishlist.autoRemove) return;
  setTimeout(() => dispatch(baseApi.util.invalidateTags(['Wishlist'])), WISHLIST_AUTO_REMOVE_REFRESH_MS);
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, Locale>({
      query: (locale) => ({ url: '/cart', params: { locale } }),
      transformResponse: toCart,
      providesTags: (_result, _error, locale) => ['Cart', { type: 'Cart', id: locale }],
      // The header's badge follows every answer (it reads the cookie until the first).
      onQueryStarted: async (_locale, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(cartCountKnown(answer.data.count));
      },
    }),
    /** Add-to-cart requests are queued and sent one at a time, in order (one queue per store). */
    addToCart: build.mutation<Cart, AddToCartArgs>({
      queryFn: cartChange(({ locale, ...body }: AddToCartArgs) => write('POST', '/cart/items', locale, body), true),
      onQueryStarted: refreshWishlistAfterAdd,
    }),
    /** A bundle: the server prices it and checks every rule; refusals name the item's field. */
    addBundleToCart: build.mutation<Cart, AddBundleArgs>({
      queryFn: cartChange(({ locale, ...body }: AddBundleArgs) => write('POST', '/cart/bundles', locale, body), true),
      onQueryStarted: refreshWishlistAfterAdd,
    }),
    /** A product with the companions ticked in its 'frequently bought together' block. */
    addTogetherToCart: build.mutation<Cart, AddTogetherArgs>({
      queryFn: cartChange(
        ({ locale, ...body }: AddTogetherArgs) => write('POST', '/cart/bought-together', locale, body),
        true,
      ),
      onQueryStarted: refreshWishlistAfterAdd,
    }),
    updateCartItem: build.mutation<Cart, WithLocale<{ key: string; quantity: number }>>({
      queryFn: cartChange(({ locale, key, quantity }) =>
        write('PATCH', `/cart/items/${encodeURIComponent(key)}`, locale, { quantity }),
      ),
    }),
    removeCartItem: build.mutation<Cart, WithLocale<{ key: string }>>({
      queryFn: cartChange(({ locale, key }) => write('DELETE', `/cart/items/${encodeURIComponent(key)}`, locale)),
    }),
    applyCoupon: build.mutation<Cart, WithLocale<{ code: string }>>({
      queryFn: cartChange(({ locale, code }) => write('POST', '/cart/coupons', locale, { code })),
    }),
    removeCoupon: build.mutation<Cart, WithLocale<{ code: string }>>({
      queryFn: cartChange(({ locale, code }) => write('DELETE', `/cart/coupons/${encodeURIComponent(code)}`, locale)),
    }),
    saveOrderNote: build.mutation<Cart, WithLocale<{ note: string }>>({
      queryFn: cartChange(({ locale, note }) => write('PUT', '/cart/note', locale, { note })),
    }),
    saveCartCustomer: build.mutation<Cart, WithLocale<CartCustomer>>({
      queryFn: cartChange(({ locale, ...customer }) => write('PUT', '/cart/customer', locale, customer)),
    }),
    setShippingAddress: build.mutation<
      Cart,
      WithLocale<{ country: string; state?: string; city?: string; postcode?: string }>
    >({
      queryFn: cartChange(({ locale, ...address }) => write('PUT', '/cart/shipping/address', locale, address)),
    }),
    chooseShippingMethod: build.mutation<Cart, WithLocale<{ package: number; methodId: number }>>({
      queryFn: cartChange(({ locale, ...choice }) => write('PUT', '/cart/shipping/method', locale, choice)),
    }),
    restartCountdown: build.mutation<Cart, WithLocale>({
      queryFn: cartChange(({ locale }) => write('POST', '/cart/countdown/restart', locale)),
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useAddBundleToCartMutation,
  useAddTogetherToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  useSaveOrderNoteMutation,
  useSaveCartCustomerMutation,
  useSetShippingAddressMutation,
  useChooseShippingMethodMutation,
  useRestartCountdownMutation,
} = cartApi;
