import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RootRedirect } from './routes/RootRedirect';
import { LocaleLayout } from './routes/LocaleLayout';
import { LazyNotFoundPage } from './routes/LazyNotFoundPage';
import { PageLoading } from './routes/PageLoading';
import { HomePage } from './routes/home/HomePage';

// Pages are split per route, but for the home page, where most visits start: it comes with the shell (one script
// instead of four on a first visit, about a kilobyte gzip less; bench/bundle-size.mjs). The declarative router is
// used rather than the data router (createBrowserRouter): the shop loads its data through RTK Query, not route
// loaders, and the data router's engine weighs about 17 KiB gzip more on every first visit (issue 2 note).
const ListingRoute = lazy(() => import('./routes/listing/ListingWithCardPurchase'));
const ProductRoute = lazy(() => import('./routes/product/ProductRoute').then((m) => ({ default: m.ProductRoute })));
const CartRoute = lazy(() => import('./routes/cart/CartPage').then((m) => ({ default: m.CartPage })));

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
          <Route path="shop" element={<ListingRoute />} />
          <Route path="shop/page/:page" element={<ListingRoute />} />
          <Route path="category/:slug" element={<ListingRoute />} />
          <Route path="category/:slug/page/:page" element={<ListingRoute />} />
          <Route path="product/:slug" element={<ProductRoute />} />
          <Route path="cart" element={<CartRoute />} />
          <Route path="*" element={<LazyNotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
