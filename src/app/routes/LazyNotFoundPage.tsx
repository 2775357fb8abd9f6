import { lazy } from 'react';

/**
 * The 404 page, loaded when first needed: every page's shell would otherwise carry it (router.tsx and LocaleLayout
 * render it for unknown addresses and locales).
 */
export const LazyNotFoundPage = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
