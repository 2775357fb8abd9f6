import { baseApi } from '@shared/api/base-api';

/**
 * Notice endpoints. Both change what the session reports (`comingSoonDismissed`, `consent`),
 * so both invalidate 'Session' and every reader of the session re-renders.
 */
export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dismissComingSoon: build.mutation<void, void>({
      query: () => ({ url: '/notices/coming-soon/dismiss', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    recordConsent: build.mutation<void, { analytics: boolean }>({
      query: (body) => ({ url: '/consent', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useDismissComingSoonMutation, useRecordConsentMutation } = noticesApi;
