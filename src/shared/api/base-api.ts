import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { toApiError, type ApiError } from './problem';
import { csrfTokenReceived, type SessionState } from './session-slice';

export interface SessionInfo {
  csrfToken: string;
  user: { id: number; displayName: string } | null;
  comingSoonDismissed: boolean;
  consent: { analytics: boolean } | null;
}

/**
 * Where the API is reached from: the page's own origin in a browser; on the server, which renders pages, the
 * server's own routes (no network) with the shopper's cookies. Handed to the store as the thunks' extra argument.
 */
export interface ApiEnvironment {
  origin: string;
  fetch: typeof fetch;
}

const browserQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();
const environmentQueries = new WeakMap<ApiEnvironment, ReturnType<typeof fetchBaseQuery>>();

function queryFor(origin: string, fetchFn?: typeof fetch): ReturnType<typeof fetchBaseQuery> {
  return fetchBaseQuery({
    baseUrl: `${origin}/api`,
    credentials: 'include',
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      headers.set('Accept', 'application/json');
      const token = (getState() as { session?: SessionState }).session?.csrfToken;
      if (token) headers.set('x-csrf-token', token);
      return headers;
    },
  });
}

/**
 * The API lives on the page's own origin. The absolute base is resolved on first use, never at
 * import time (server rendering), and makes requests well-formed for Node's fetch in tests too.
 */
const rawQuery: ReturnType<typeof fetchBaseQuery> = (args, api, extra) => {
  const environment = (api.extra as { api?: ApiEnvironment } | undefined)?.api;
  let query: ReturnType<typeof fetchBaseQuery> | undefined;
  if (environment) {
    query = environmentQueries.get(environment);
    if (!query) {
      query = queryFor(environment.origin, environment.fetch);
      environmentQueries.set(environment, query);
    }
  } else {
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    query = browserQueries.get(origin);
    if (!query) {
      query = queryFor(origin);
      browserQueries.set(origin, query);
    }
  }
  return query(args, api, extra);
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

function isCsrfRejection(error: FetchBaseQueryError | undefined): boolean {
  return (
    error?.status === 403 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    (error.data as { code?: unknown }).code === 'csrf_invalid'
  );
}

async function refreshToken(api: Parameters<BaseQueryFn>[1], extra: object): Promise<boolean> {
  const result = await rawQuery('/session', api, extra);
  const token = (result.data as Partial<SessionInfo> | undefined)?.csrfToken;
  if (typeof token !== 'string') return false;
  api.dispatch(csrfTokenReceived(token));
  return true;
}

/**
 * The one transport of the shop: JSON with credentials, the CSRF header on every state-changing
 * request (fetched first when missing), one refresh-and-retry when the server says the token
 * expired (the spec's nonce refresh), and problem+json turned into a typed ApiError.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const mutating = !SAFE_METHODS.has(methodOf(args));
  const extraOptions = (extra ?? {}) as object;
  if (mutating && !(api.getState() as { session?: SessionState }).session?.csrfToken) {
    await refreshToken(api, extraOptions);
  }
  let result = await rawQuery(args, api, extraOptions);
  if (mutating && isCsrfRejection(result.error) && (await refreshToken(api, extraOptions))) {
    result = await rawQuery(args, api, extraOptions);
  }
  if (result.error) return { error: toApiError(result.error.status, result.error.data), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Settings', 'Catalogue', 'Cart', 'Wishlist', 'Account'],
  endpoints: (build) => ({
    getSession: build.query<SessionInfo, void>({
      query: () => '/session',
      providesTags: ['Session'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(csrfTokenReceived(data.csrfToken));
      },
    }),
  }),
});

export const { useGetSessionQuery } = baseApi;
