import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootRedirect } from './routes/RootRedirect';
import { LocaleLayout } from './routes/LocaleLayout';
import { NotFoundPage } from './routes/NotFoundPage';
import { PageLoading } from './routes/PageLoading';

// Pages are split per route. The declarative router is used rather than the data router
// (createBrowserRouter): the shop loads its data through RTK Query, not route loaders, and the data
// router's engine weighs about 17 KiB gzip more on every first visit (measured in bench/, issue 2 note).
const HomePage = lazy(() => import('./routes/home-route'));

/**
 * Routes: the locale is the first path segment. Navigations run in a React transition (BrowserRouter's
 * default), so while a page's code or a new locale's messages load, the current page stays on screen;
 * only the very first render shows the empty busy region.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/:locale" element={<LocaleLayout />}>
          <Route index element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
