import type { Page } from '@playwright/test';
import { LOCALES } from '@domain/locales';
import { PRODUCT_CASES } from '../tests/support/fixtures/product-cases';
import { OPTIONAL_BUNDLE } from '../server/db/seed/bundle-plans';
import { BOUGHT_TOGETHER_JOURNEYS } from '../server/db/seed/bought-together';
import { answerCookieNotice, waitForHydration } from './route-page';
import {
  accountVisitorShown,
  boughtTogetherShown,
  cartPageShown,
  checkoutEmptyShown,
  checkoutShown,
  contentShown,
  expandTopBar,
  listingShown,
  openCartDrawer,
  openCollapsedSection,
  openFirstDropdown,
  openLoginDialog,
  openMobileMenu,
  openOrderPay,
  openQuickView,
  openSearchKeywords,
  openSearchResults,
  openWishlistPopup,
  productShown,
  showCookieNotice,
  wishlistEmptyShown,
} from './route-states';

export { answerCookieNotice, message, messagePattern, waitForHydration } from './route-page';
export { quickViewButton } from './route-states';

/**
 * The app routes and overlay states the visual and accessibility harnesses visit. Overlays are
 * opened the way a user would, found by role and accessible name (the names come from the
 * shop's own messages, in the page's locale).
 */
export interface AppTarget {
  name: string;
  /** `{locale}` is replaced by each locale. */
  path: string;
  /** Both when unset. */
  viewport?: 'mobile' | 'desktop';
  /** Every shop locale when unset. */
  locales?: readonly string[];
  /** First-visit state: the cookie notice is answered ('no') beforehand unless a target shows it. */
  cookieNotice?: 'shown';
  /** Puts the page in the state to capture, once it has loaded. */
  open?: (page: Page) => Promise<void>;
}

export const APP_TARGETS: AppTarget[] = [
  { name: 'home', path: '/{locale}/' },
  { name: 'not-found', path: '/{locale}/no-such-page/' },
  // An unknown locale gets the 404 page in the default locale: one locale is enough.
  { name: 'unknown-locale', path: '/xx/', locales: ['fr'] },
  { name: 'mobile-menu-open', path: '/{locale}/', viewport: 'mobile', open: openMobileMenu },
  { name: 'desktop-dropdown-open', path: '/{locale}/', viewport: 'desktop', open: openFirstDropdown },
  // The language switcher sits in the top bar, collapsed behind its toggle on phones.
  { name: 'language-switcher-open', path: '/{locale}/', viewport: 'mobile', open: expandTopBar },
  { name: 'cookie-notice', path: '/{locale}/', cookieNotice: 'shown', open: showCookieNotice },
  { name: 'shop', path: '/{locale}/shop/', open: listingShown },
  { name: 'category-page-4', path: '/{locale}/category/handmade-mugs/page/4/', open: listingShown },
  {
    name: 'filtered-listing',
    path: '/{locale}/category/ceramics/?filter_colour=majorelle-blue,terracotta&query_type_colour=or&min_price=100&orderby=price',
    open: listingShown,
  },
  { name: 'search-keywords', path: '/{locale}/', open: openSearchKeywords },
  { name: 'search-results', path: '/{locale}/', open: openSearchResults },
  { name: 'quick-view', path: '/{locale}/category/babouches/', open: openQuickView },
  { name: 'product', path: `/{locale}/product/${PRODUCT_CASES.variable}/`, open: productShown },
  { name: 'bundle', path: `/{locale}/product/${OPTIONAL_BUNDLE}/`, open: productShown },
  { name: 'bought-together', path: `/{locale}/product/${BOUGHT_TOGETHER_JOURNEYS.simple}/`, open: boughtTogetherShown },
  { name: 'cart-drawer-open', path: `/{locale}/product/${PRODUCT_CASES.simple}/`, open: openCartDrawer },
  { name: 'cart-page-empty', path: '/{locale}/cart/', open: cartPageShown },
  { name: 'checkout-empty', path: '/{locale}/checkout/', open: checkoutEmptyShown },
  { name: 'checkout', path: `/{locale}/product/${PRODUCT_CASES.simple}/`, open: checkoutShown },
  { name: 'order-pay', path: '/{locale}/custom-order/', open: openOrderPay },
  { name: 'login-dialog-open', path: '/{locale}/', open: openLoginDialog },
  { name: 'my-account-visitor', path: '/{locale}/my-account/', open: accountVisitorShown },
  { name: 'wishlist-empty', path: '/{locale}/wishlist/', open: wishlistEmptyShown },
  { name: 'wishlist-popup-open', path: `/{locale}/product/${PRODUCT_CASES.simple}/`, open: openWishlistPopup },
  // Content pages from the database: text, a picture and columns; an image carousel and a gallery; collapsible
  // sections (folding on phones only), one opened; a product carousel.
  { name: 'content-about', path: '/{locale}/about/', open: contentShown },
  { name: 'content-artisans', path: '/{locale}/artisans/', open: contentShown },
  { name: 'content-delivery', path: '/{locale}/delivery/', open: contentShown },
  { name: 'content-section-opened', path: '/{locale}/delivery/', viewport: 'mobile', open: openCollapsedSection },
  { name: 'content-returns', path: '/{locale}/returns/', open: contentShown },
  { name: 'content-contact', path: '/{locale}/contact/', open: contentShown },
  { name: 'content-custom-order', path: '/{locale}/custom-order/', open: contentShown },
  { name: 'reset-password', path: '/{locale}/my-account/reset-password/?token=abcdefghijklmnopqrstuvwxyz' },
];

export function targetLocales(target: AppTarget): readonly string[] {
  return target.locales ?? LOCALES;
}

export function targetViewports(target: AppTarget): ('mobile' | 'desktop')[] {
  return target.viewport ? [target.viewport] : ['desktop', 'mobile'];
}

export function targetUrl(base: string, target: AppTarget, locale: string): string {
  return base + target.path.replace('{locale}', locale);
}

/**
 * Loads a target in a fresh page (set its viewport first) and opens its overlay. The caller
 * stabilises the page afterwards (`stabilise` from ./stabilise).
 */
export async function loadTarget(page: Page, base: string, target: AppTarget, locale: string): Promise<void> {
  if (target.cookieNotice !== 'shown') await answerCookieNotice(page);
  await page.goto(targetUrl(base, target, locale));
  // The server's HTML looks finished before the client has taken it over (the cookie notice shows until the client
  // reads the visitor's answer, the top bar is measured): wait for the client.
  await waitForHydration(page);
  await page.locator('main').waitFor();
  await target.open?.(page);
}
