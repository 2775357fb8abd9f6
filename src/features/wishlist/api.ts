/**
 * The wishlist endpoints, under their own 'Wishlist' tag. Every answer is one list with the visitor's lists: a
 * change to the default list is written into its cache, so the buttons, the header's count, the popup and the page
 * re-render without a refetch.
 */
import type { BaseQueryApi, BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { LOCALES, type Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import type { ApiError } from '@shared/api/problem';
import type { SharedListArgs } from './model/share';
import type { Wishlist } from './model/types';

export interface WishlistArgs {
  locale: Locale;
  /** One of the visitor's lists; the default one when absent. */
  key?: string;
}

type Base = BaseQueryFn<string | FetchArgs, unknown, ApiError>;

const params = ({ locale, key }: WishlistArgs) => (key ? { locale, key } : { locale });

/** A change: sends it, writes the answer where the default list is read, and marks what it may have moved stale. */
function wishlistChange<A extends WishlistArgs>(request: (arg: A) => FetchArgs) {
  return async (arg: A, api: BaseQueryApi, extra: object, baseQuery: Base) => {
    const result = await baseQuery(request(arg), api, extra);
    if (result.error) return { error: result.error };
    const list = result.data as Wishlist;
    if (list.isDefault) {
      api.dispatch(
        wishlistApi.util.upsertQueryEntries([
          { endpointName: 'getWishlist', arg: { locale: arg.locale }, value: list },
        ]),
      );
    }
    // Lists read by key, the default one when it is not the list changed, and the other locales are read again
    // when shown (a change may move counts and the default).
    api.dispatch(
      wishlistApi.util.invalidateTags([
        ...LOCALES.filter((l) => l !== arg.locale).map((id) => ({ type: 'Wishlist' as const, id })),
        { type: 'Wishlist' as const, id: 'keyed' },
        ...(list.isDefault ? [] : [{ type: 'Wishlist' as const, id: 'default' }]),
      ]),
    );
    return { data: list };
  };
}

const write = (method: string, url: string, arg: WishlistArgs, body?: unknown): FetchArgs => ({
  url,
  method,
  params: params(arg),
  ...(body === undefined ? {} : { body }),
});

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<Wishlist, WishlistArgs>({
      query: (arg) => ({ url: '/wishlist', params: params(arg) }),
      providesTags: (_result, _error, arg) => [
        'Wishlist',
        { type: 'Wishlist', id: arg.locale },
        { type: 'Wishlist', id: arg.key ? 'keyed' : 'default' },
      ],
    }),
    /** A list by its key: the visitor's own, or anyone's with its share token (read-only: not `owned`). */
    getSharedWishlist: build.query<Wishlist, SharedListArgs>({
      query: ({ locale, key, token }) => ({
        url: `/wishlists/${encodeURIComponent(key)}`,
        params: token ? { locale, token } : { locale },
      }),
      providesTags: (_result, _error, arg) => [
        'Wishlist',
        { type: 'Wishlist', id: arg.locale },
        { type: 'Wishlist', id: 'keyed' },
      ],
    }),
    addToWishlist: build.mutation<Wishlist, WishlistArgs & { productId: number; variationId?: number }>({
      queryFn: wishlistChange(({ locale, key, productId, variationId }) =>
        write(
          'POST',
          '/wishlist/items',
          { locale },
          { productId, ...(variationId ? { variationId } : {}), ...(key ? { key } : {}) },
        ),
      ),
    }),
    removeFromWishlist: build.mutation<Wishlist, WishlistArgs & { id: number }>({
      queryFn: wishlistChange(({ id, ...arg }) => write('DELETE', `/wishlist/items/${id}`, arg)),
    }),
    emptyWishlist: build.mutation<Wishlist, WishlistArgs>({
      queryFn: wishlistChange((arg) => write('DELETE', '/wishlist/items', arg)),
    }),
    saveWishlistNote: build.mutation<Wishlist, WishlistArgs & { id: number; note: string }>({
      queryFn: wishlistChange(({ id, note, ...arg }) => write('PUT', `/wishlist/items/${id}/note`, arg, { note })),
    }),
    createWishlist: build.mutation<Wishlist, { locale: Locale; name: string }>({
      queryFn: wishlistChange(({ locale, name }) => write('POST', '/wishlists', { locale }, { name })),
    }),
    setDefaultWishlist: build.mutation<Wishlist, { locale: Locale; key: string }>({
      queryFn: wishlistChange(({ locale, key }) =>
        write('POST', `/wishlists/${encodeURIComponent(key)}/default`, { locale }),
      ),
    }),
    deleteWishlist: build.mutation<Wishlist, { locale: Locale; key: string }>({
      queryFn: wishlistChange(({ locale, key }) =>
        write('DELETE', `/wishlists/${encodeURIComponent(key)}`, { locale }),
      ),
    }),
  }),
});

export const {
  useGetWishlistQuery,
  useGetSharedWishlistQuery,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useEmptyWishlistMutation,
  useSaveWishlistNoteMutation,
  useCreateWishlistMutation,
  useSetDefaultWishlistMutation,
  useDeleteWishlistMutation,
} = wishlistApi;
