import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, isLocale } from '@domain/locales';
import { loadLocaleResources } from './locale-resources';
import { RootRedirect } from './routes/RootRedirect';
import { LocaleLayout } from './routes/LocaleLayout';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoading } from './routes/PageLoading';

/**
 * A locale's messages and styling are loaded before its pages render: switching language keeps the
 * current page until the new language has arrived (production builds download one locale at a time).
 */
async function localeLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await loadLocaleResources(isLocale(params.locale) ? params.locale : DEFAULT_LOCALE);
  return null;
}

/** Routes: the locale is the first path segment; pages are split per route. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:locale',
    element: <LocaleLayout />,
    loader: localeLoader,
    // Shown inside the shell while a page's code loads, so the header and footer never blink.
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('./routes/home-route') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
