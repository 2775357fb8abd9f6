import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import type { ContentPage, ContentPageLink } from './model/types';

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContentPage: build.query<ContentPage, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `/pages/${encodeURIComponent(slug)}`, params: { locale } }),
      providesTags: ['Content'],
    }),
    getContentPages: build.query<ContentPageLink[], Locale>({
      query: (locale) => ({ url: '/pages', params: { locale } }),
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetContentPageQuery, useGetContentPagesQuery } = contentApi;
