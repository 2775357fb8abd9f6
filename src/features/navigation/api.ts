import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';
import { toNavCategories, type NavCategory } from './model/menu';

/** The category tree that feeds the primary menu, the mobile menu and the footer, in the page's locale. */
export const navigationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<NavCategory[], Locale>({
      query: (locale) => ({ url: '/catalogue/categories', params: { locale } }),
      transformResponse: (wire: unknown) => toNavCategories(wire),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetCategoriesQuery } = navigationApi;
