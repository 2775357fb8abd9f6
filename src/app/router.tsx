import { Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { RootRedirect } from './routes/RootRedirect';
import { LocaleLayout } from './routes/LocaleLayout';
import { LazyNotFoundPage } from './routes/LazyNotFoundPage';
import { PageLoading } from './routes/PageLoading';
import { HomePage } from './routes/home/HomePage';
import { lazyRoute, type LazyRoute } from './lazy-route';
import { HydrationMark } from './ssr/hydration-mark';

// Pages are split per route, but for the home page, where most visits start: it comes with the shell. The
// declarative router is used rather than the data router: the shop loads its data through RTK Query, and the data
// router's engine weighs about 17 KiB gzip more on every first visit. The server reads the same table to know what a
// page needs (app/ssr/prefetch.ts), as a data router's loaders would.
const ListingRoute = lazyRoute('src/app/routes/listing/ListingWithCardPurchase.tsx', () =>
  import('./routes/listing/ListingWithCardPurchase').then((m) => m.default),
);
const ProductRoute = lazyRoute('src/app/routes/product/ProductRoute.tsx', () =>
  import('./routes/product/ProductRoute').then((m) => m.ProductRoute),
);
const CartRoute = lazyRoute('src/app/routes/cart/CartPage.tsx', () =>
  import('./routes/cart/CartPage').then((m) => m.CartPage),
);
const CheckoutRoute = lazyRoute('src/app/routes/checkout/CheckoutPage.tsx', () =>
  import('./routes/checkout/CheckoutPage').then((m) => m.CheckoutPage),
);
const AccountRoute = lazyRoute('src/app/routes/account/AccountRoute.tsx', () =>
  import('./routes/account/AccountRoute').then((m) => m.AccountRoute),
);
const WishlistRoute = lazyRoute('src/app/routes/wishlist/WishlistPage.tsx', () =>
  import('./routes/wishlist/WishlistPage').then((m) => m.WishlistPage),
);
const ContentRoute = lazyRoute('src/app/routes/content/ContentRoute.tsx', () =>
  import('./routes/content/ContentRoute').then((m) => m.ContentRoute),
);
const OrderPayRoute = lazyRoute('src/app/routes/checkout/OrderPayPage.tsx', () =>
  import('./routes/checkout/OrderPayPage').then((m) => m.OrderPayPage),
);
const OrderReceivedRoute = lazyRoute('src/app/routes/checkout/OrderReceivedPage.tsx', () =>
  import('./routes/checkout/OrderReceivedPage').then((m) => m.OrderReceivedPage),
);

/** The pages of a locale, by path under `/:locale`; `page` names them for the server's data loading. */
export const LOCALE_ROUTES = [
  { page: 'home', index: true, Component: HomePage },
  { page: 'listing', path: 'shop', Component: ListingRoute },
  { page: 'listing', path: 'shop/page/:page', Component: ListingRoute },
  { page: 'listing', path: 'category/:slug', Component: ListingRoute },
  { page: 'listing', path: 'category/:slug/page/:page', Component: ListingRoute },
  { page: 'product', path: 'product/:slug', Component: ProductRoute },
  { page: 'cart', path: 'cart', Component: CartRoute },
  { page: 'checkout', path: 'checkout', Component: CheckoutRoute },
  { page: 'order-received', path: 'checkout/order-received/:number', Component: OrderReceivedRoute },
  { page: 'order-pay', path: 'checkout/order-pay/:number', Component: OrderPayRoute },
  { page: 'account', path: 'my-account', Component: AccountRoute },
  { page: 'account', path: 'my-account/:section', Component: AccountRoute },
  { page: 'account', path: 'my-account/orders/:number', Component: AccountRoute },
  { page: 'wishlist', path: 'wishlist', Component: WishlistRoute },
  { page: 'wishlist', path: 'wishlist/:key', Component: WishlistRoute },
  // Any other single segment names a content page (an unknown one is a 404).
  { page: 'content', path: ':slug', Component: ContentRoute },
  { page: 'not-found', path: '*', Component: LazyNotFoundPage },
] as const;

export type PageName = (typeof LOCALE_ROUTES)[number]['page'];

/** Every route chunk, by manifest id. */
export const LAZY_ROUTES: LazyRoute<object>[] = [
  ListingRoute,
  ProductRoute,
  CartRoute,
  CheckoutRoute,
  OrderReceivedRoute,
  OrderPayRoute,
  AccountRoute,
  WishlistRoute,
  ContentRoute,
  LazyNotFoundPage,
];

const ROUTE_OBJECTS = [
  { path: '/' },
  { path: '/:locale', children: LOCALE_ROUTES.map((route) => ({ ...route, Component: undefined })) },
];

/** The page an address shows and its path parameters, as the router will match it. */
export function matchPage(pathname: string): { page: PageName | 'root'; params: Record<string, string | undefined> } {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const last = matches?.at(-1);
  if (!last || last.route.path === '/') return { page: 'root', params: {} };
  const page = (last.route as { page?: PageName }).page ?? 'not-found';
  return { page, params: last.params };
}

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
          {LOCALE_ROUTES.map(({ page, Component, ...route }) =>
            'index' in route ? (
              <Route key={page} index element={<Component />} />
            ) : (
              <Route key={route.path} path={route.path} element={<Component />} />
            ),
          )}
        </Route>
      </Routes>
      {/* Inside the boundary: the root commits before the boundary's content hydrates, so a mark outside it was set
          while the whole page was still the server's HTML. */}
      <HydrationMark />
    </Suspense>
  );
}
