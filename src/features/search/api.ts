import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { LIVE_RESULT_LIMIT, toLiveResults, type LiveResults } from './model/search';

export interface LiveSearchArgs {
  locale: Locale;
  s: string;
  /** Category slug, '' for every category. */
  category: string;
}

/** Live search and popular keywords, answered as JSON data rather than as an HTML template. */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    liveSearch: build.query<LiveResults, LiveSearchArgs>({
      query: ({ locale, s, category }) => ({
        url: '/catalogue/search',
        params: { locale, s, limit: LIVE_RESULT_LIMIT, ...(category ? { category } : {}) },
      }),
      transformResponse: toLiveResults,
      providesTags: ['Catalogue'],
      // Typing back to an earlier query shows its answer at once, for a minute.
      keepUnusedDataFor: 60,
    }),
    popularKeywords: build.query<string[], Locale>({
      query: (locale) => ({ url: '/catalogue/search/popular', params: { locale } }),
      transformResponse: (wire: { keywords?: unknown } | null) =>
        Array.isArray(wire?.keywords)
          ? wire.keywords.filter((k): k is string => typeof k === 'string' && k !== '')
          : [],
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useLiveSearchQuery, usePopularKeywordsQuery } = searchApi;
