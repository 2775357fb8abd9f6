import type { Page } from '@playwright/test';
import { messageTexts } from '@i18n/message-texts';
import { isLocale, LOCALES } from '@domain/locales';
import { COOKIE_NOTICE_STORAGE_KEY } from '@features/notices/model/consent';
import { HYDRATED_ATTRIBUTE } from '@app/ssr/hydration-mark';
import { PRODUCT_CASES } from '../tests/support/fixtures/product-cases';
import { OPTIONAL_BUNDLE } from '../server/db/seed/bundle-plans';
import { BOUGHT_TOGETHER_JOURNEYS } from '../server/db/seed/bought-together';

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

/** First-visit state without the cookie notice: the visitor answered it ('no') before this page loaded. */
export async function answerCookieNotice(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'no');
  }, COOKIE_NOTICE_STORAGE_KEY);
}

/** Waits until the client has taken the server's HTML over (`<html data-hydrated>`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** A message of the shop in the locale the page is showing (`<html lang>`). */
export async function message(page: Page, id: string, values: Record<string, string> = {}): Promise<string> {
  const lang = await page.locator('html').getAttribute('lang');
  const text = messageTexts[isLocale(lang) ? lang : 'fr'][id];
  if (!text) throw new Error(`No message "${id}"`);
  return Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);
}

/** The message as a pattern, its `{placeholders}` matching any text. */
export async function messagePattern(page: Page, id: string): Promise<RegExp> {
  const text = await message(page, id);
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+');
  return new RegExp(`^${escaped}$`);
}

/** From the keyboard: focus is then on the hamburger when the drawer opens, the case of mui#46682. */
async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: await message(page, 'nav.mobile.open'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: await message(page, 'nav.mobile.title') }).waitFor();
}

async function openFirstDropdown(page: Page) {
  const nav = page.getByRole('navigation', { name: await message(page, 'nav.main'), exact: true });
  const name = await messagePattern(page, 'nav.submenu');
  // Click only once the bar has its final fonts and layout: a bar that reflows under the pointer sends the click to
  // the next item (a baseline once caught the pointer on 'Tajines' with no menu open).
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await nav.getByRole('button', { name }).first().click();
  await nav.getByRole('button', { name, expanded: true }).waitFor();
}

async function expandTopBar(page: Page) {
  const toggle = page.getByRole('button', { name: await message(page, 'header.topBar.toggle'), exact: true });
  await toggle.click();
  await page.getByRole('list', { name: await message(page, 'header.language.label') }).waitFor();
}

async function showCookieNotice(page: Page) {
  await page.getByRole('region', { name: await message(page, 'notice.cookie.label') }).waitFor();
}

/** A word of the seeded catalogue in each locale ('tagine'), typed as shoppers type it. */
const SEARCH_WORD: Record<string, string> = { fr: 'tajine', en: 'tagine', ar: 'طاجين' };

async function openSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: await message(page, 'search.open'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: await message(page, 'search.title') });
  await dialog.getByRole('combobox', { name: await message(page, 'search.field') }).waitFor();
  return dialog;
}

/** The search popup before typing: popular keywords from the search log. */
async function openSearchKeywords(page: Page) {
  const dialog = await openSearch(page);
  await dialog
    .getByRole('region', { name: await message(page, 'search.popular') })
    .getByRole('link')
    .first()
    .waitFor();
}

/** The search popup with live results for a word of the catalogue. */
async function openSearchResults(page: Page) {
  const dialog = await openSearch(page);
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'fr';
  await dialog.getByRole('combobox', { name: await message(page, 'search.field') }).fill(SEARCH_WORD[lang] ?? 'tajine');
  await dialog
    .getByRole('listbox', { name: await message(page, 'search.results') })
    .getByRole('option')
    .first()
    .waitFor();
}

/** A listing has shown its products. */
async function listingShown(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('main img').first().waitFor();
}

/** The quick-view button of a product's card on the page, found by the name its card shows. */
export async function quickViewButton(page: Page, slug: string) {
  const name = await page.locator(`main a[href$="/product/${slug}/"]`).first().innerText();
  return page.getByRole('button', { name: await message(page, 'catalogue.card.quickView', { name }), exact: true });
}

/** The quick view of the seeded babouches (swatches and a size list), its form and picture ready. */
async function openQuickView(page: Page) {
  await listingShown(page);
  await (await quickViewButton(page, PRODUCT_CASES.variable)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).waitFor();
  await dialog.locator('img').first().waitFor();
  // Pressing the card's button scrolled the page to it: back to the top, so the whole-page capture shows the
  // header where it belongs (the dialog is fixed to the window and stays in view).
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The product page, its form and first picture ready. */
async function productShown(page: Page) {
  await page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).waitFor();
  await page.locator('main img').first().waitFor();
}

/** A product page with its 'frequently bought together' block drawn, pictures in. */
async function boughtTogetherShown(page: Page) {
  await productShown(page);
  const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
  await block.locator('img').first().waitFor();
}

/** A simple product added from its page: the cart drawer opens with the line, the goal and the totals. */
async function openCartDrawer(page: Page) {
  await productShown(page);
  await page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
  await drawer.getByRole('progressbar').waitFor();
  await drawer.locator('img').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The login dialog, opened by the header's account button. */
async function openLoginDialog(page: Page) {
  await page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true }).click();
  await page.getByRole('dialog', { name: await message(page, 'account.login.title') }).waitFor();
}

/** My Account for a visitor: the page says why, and the login dialog opens on load. */
async function accountVisitorShown(page: Page) {
  await page.getByRole('dialog', { name: await message(page, 'account.login.title') }).waitFor();
}

/** The cart page of a new visitor: the empty cart. */
async function cartPageShown(page: Page) {
  await page.getByText(await message(page, 'cart.empty')).waitFor();
}

/** The wishlist page of a new visitor: the empty list. */
async function wishlistEmptyShown(page: Page) {
  await page.getByText(await message(page, 'wishlist.empty')).waitFor();
}

/** A product saved from its page (button_action 'list'): the popup with the notice and the saved product. */
async function openWishlistPopup(page: Page) {
  await productShown(page);
  await page.getByRole('button', { name: await message(page, 'wishlist.toggle.add'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: await message(page, 'wishlist.title') });
  await popup.getByRole('listitem').locator('img').first().waitFor();
  // The share link carries the new visitor's random key: drawn as one fixed key, so the snapshot does not change.
  await page.evaluate(() => {
    for (const field of document.querySelectorAll<HTMLInputElement>('input[readonly]')) {
      field.value = field.value.replace(/\/wishlist\/[A-Z0-9]{6}\//, '/wishlist/ABC123/');
    }
    window.scrollTo(0, 0);
  });
}

/** A content page drawn from its blocks, its first picture in (pages without one: their heading). */
async function contentShown(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  if ((await page.locator('main img').count()) > 0) await page.locator('main img').first().waitFor();
}

/** The delivery page on a phone, its second section (closed at first) opened by its button. */
async function openCollapsedSection(page: Page) {
  await contentShown(page);
  await page.locator('main button[aria-expanded="false"]').first().click();
  await page.locator('main button[aria-expanded="true"]').nth(1).waitFor();
}

/** The checkout of a new visitor: nothing to check out. */
async function checkoutEmptyShown(page: Page) {
  await page.getByText(await message(page, 'checkout.empty')).waitFor();
}

/** The checkout with a simple product in the cart: the form, the order's review with shipping, the payment methods. */
async function checkoutShown(page: Page) {
  await openCartDrawer(page);
  const locale = (await page.locator('html').getAttribute('lang')) ?? 'fr';
  await page.goto(new URL(`/${locale}/checkout/`, page.url()).href);
  await waitForHydration(page);
  await page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true }).waitFor();
  // The form starts in Morocco: 2 s later the order is recomputed for it, and its shipping choices appear.
  await page.getByRole('radiogroup', { name: await message(page, 'checkout.shipping') }).waitFor();
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
