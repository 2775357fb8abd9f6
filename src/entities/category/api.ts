import type { ResponsiveImage } from '@domain/media';
import type { Locale } from '@domain/locales';
import { baseApi } from '@shared/api/base-api';

/** A category of the tree as the server sends it (GET /api/catalogue/categories). */
export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: ResponsiveImage | null;
  /** Products in the category and its descendants. */
  productCount: number;
  children: Category[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Keeps the categories a page can link to: an entry without a slug or a name is dropped rather than rendered as an
 * empty link, so a half-filled category never breaks the header, the filters or the search popup.
 */
export function toCategoryTree(wire: unknown): Category[] {
  if (!Array.isArray(wire)) return [];
  return wire.filter(isRecord).flatMap((entry): Category[] => {
    const { id, slug, name, description, image, productCount, children } = entry;
    if (typeof slug !== 'string' || !slug || typeof name !== 'string' || !name) return [];
    return [
      {
        id: typeof id === 'number' ? id : 0,
        slug,
        name,
        description: typeof description === 'string' ? description : '',
        image: isRecord(image) ? (image as unknown as Category['image']) : null,
        productCount: typeof productCount === 'number' ? productCount : 0,
        children: toCategoryTree(children),
      },
    ];
  });
}

/**
 * The category tree, in one cache entry per locale shared by every feature that shows it (menu, footer, listing
 * filters, search popup): one request per locale, whoever asks first.
 */
export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryTree: build.query<Category[], Locale>({
      query: (locale) => ({ url: '/catalogue/categories', params: { locale } }),
      transformResponse: toCategoryTree,
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetCategoryTreeQuery } = categoriesApi;
