/**
 * The signed-in customer, shared by the account pages and checkout: who is signed in (from the session), their
 * account with the saved addresses, and saving an address. Signing in and out is the account feature's.
 */
import type { AddressKind, OrderAddress } from '@domain/checkout/address-schema';
import { baseApi, useGetSessionQuery, type SessionInfo } from '@shared/api/base-api';

export interface Account {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
}

export const customerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<Account, void>({
      query: () => '/account',
      providesTags: ['Account'],
    }),
    saveAddress: build.mutation<Account, { kind: AddressKind; address: Partial<OrderAddress> }>({
      query: ({ kind, address }) => ({ url: `/account/addresses/${kind}`, method: 'PUT', body: address }),
      // The answer is the account as saved: written in place.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(customerApi.util.upsertQueryData('getAccount', undefined, answer.data));
      },
    }),
  }),
});

export const { useGetAccountQuery, useSaveAddressMutation } = customerApi;

const sessionUser = ({ data }: { data?: SessionInfo }) => ({ known: data !== undefined, user: data?.user ?? null });
const signedInUser = ({ data }: { data?: SessionInfo }) => ({ user: data?.user ?? null });

/** Whether the session is known yet (the server renders with it; a client without it waits), and its customer. */
export function useSessionUser() {
  return useGetSessionQuery(undefined, { selectFromResult: sessionUser });
}

/**
 * The signed-in customer as the session says ({ id, displayName }), or null for a guest (and while unknown). A
 * guest's session arriving re-renders nothing (the header, the account button).
 */
export function useSignedInUser() {
  return useGetSessionQuery(undefined, { selectFromResult: signedInUser }).user;
}

/** The account of the signed-in customer; nothing is asked for a guest. */
export function useCustomerAccount() {
  const user = useSignedInUser();
  return useGetAccountQuery(undefined, { skip: user === null });
}
