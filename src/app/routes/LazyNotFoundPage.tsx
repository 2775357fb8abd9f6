import { lazyRoute } from '../lazy-route';

/**
 * The 404 page, loaded when first needed: every page's shell would otherwise carry it (router.tsx and LocaleLayout
 * render it for unknown addresses and locales).
 */
export const LazyNotFoundPage = lazyRoute('src/app/routes/NotFoundPage.tsx', () =>
  import('./NotFoundPage').then((m) => m.NotFoundPage),
);
