/**
 * The account endpoints: sign in and out, register and confirm, recover a password, change details and password,
 * list orders. Signing in or out changes who the session is: the session, cart, account and wishlist are read
 * again (the spec's page reload, without one).
 */
import type { Locale } from '@domain/locales';
import { customerApi, type Account } from '@entities/customer/api';
import { baseApi } from '@shared/api/base-api';
import type { Confirmed, OrderSummaryPage, SignedIn } from './model/types';

const WHO_CHANGED = ['Session', 'Cart', 'Account', 'Wishlist'] as const;

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SignedIn, { user_login: string; password: string; locale: Locale; redirect?: string }>({
      query: (body) => ({ url: '/account/login', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...WHO_CHANGED] : []),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/account/logout', method: 'POST' }),
      invalidatesTags: [...WHO_CHANGED],
    }),
    register: build.mutation<
      { status: 'check_email' },
      { username: string; email: string; password: string; locale: Locale; captcha?: string }
    >({
      query: (body) => ({ url: '/account/register', method: 'POST', body }),
    }),
    confirmAccount: build.mutation<Confirmed, { token: string; password: string; locale: Locale }>({
      query: (body) => ({ url: '/account/confirm', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [...WHO_CHANGED] : []),
    }),
    lostPassword: build.mutation<{ status: 'check_email' }, { user_login: string; locale: Locale; captcha?: string }>({
      query: (body) => ({ url: '/account/lost-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ status: 'password_reset' }, { token: string; password: string; locale: Locale }>({
      query: (body) => ({ url: '/account/reset-password', method: 'POST', body }),
    }),
    updateDetails: build.mutation<
      Account,
      { first_name: string; last_name: string; display_name: string; email: string }
    >({
      query: (body) => ({ url: '/account/details', method: 'PUT', body }),
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(customerApi.util.upsertQueryData('getAccount', undefined, answer.data));
        dispatch(baseApi.util.invalidateTags(['Session']));
      },
    }),
    changePassword: build.mutation<void, { password_current: string; password: string }>({
      query: (body) => ({ url: '/account/password', method: 'PUT', body }),
    }),
    getOrders: build.query<OrderSummaryPage, number>({
      query: (page) => ({ url: '/account/orders', params: page > 1 ? { page } : {} }),
      providesTags: ['Account'],
    }),
  }),
});

export const {
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useConfirmAccountMutation,
  useLostPasswordMutation,
  useResetPasswordMutation,
  useUpdateDetailsMutation,
  useChangePasswordMutation,
  useGetOrdersQuery,
} = accountApi;
