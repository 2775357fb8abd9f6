import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { toHomeCatalogue } from './model/home';
import type { HomeCatalogue } from './model/types';

/** Catalogue endpoints; catalogue text is stored per locale, so the locale is part of every cache key. */
export const catalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeCatalogue, Locale>({
      query: (locale) => ({ url: '/catalogue/home', params: { locale } }),
      transformResponse: (wire: Partial<HomeCatalogue> | null) => toHomeCatalogue(wire),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetHomeQuery } = catalogueApi;
