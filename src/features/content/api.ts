import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import type { ContentPage } from './model/types';

/** Content pages are read-only here (no tags): the shop owner changes them, not the shopper. */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `/pages/${encodeURIComponent(slug)}`, params: { locale } }),
    }),
  }),
});

export const { useGetContentPageQuery } = contentApi;
