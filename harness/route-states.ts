/**
 * The states the harness brings app routes to before it looks: overlays opened the way a shopper opens them, found by
 * role and accessible name (the names come from the shop's own messages, in the page's locale), and pages waited for
 * until their content is in.
 */
import type { Page } from '@playwright/test';
import { PRODUCT_CASES } from '../tests/support/fixtures/product-cases';
import { message, messagePattern, waitForHydration } from './route-page';

/** From the keyboard: focus is then on the hamburger when the drawer opens, the case of mui#46682. */
export async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: await message(page, 'nav.mobile.open'), exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: await message(page, 'nav.mobile.title') }).waitFor();
}

export async function openFirstDropdown(page: Page) {
  const nav = page.getByRole('navigation', { name: await message(page, 'nav.main'), exact: true });
  const name = await messagePattern(page, 'nav.submenu');
  // Click only once the bar has its final fonts and layout: a bar that reflows under the pointer sends the click to
  // the next item (a baseline once caught the pointer on 'Tajines' with no menu open).
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await nav.getByRole('button', { name }).first().click();
  await nav.getByRole('button', { name, expanded: true }).waitFor();
}

export async function expandTopBar(page: Page) {
  const toggle = page.getByRole('button', { name: await message(page, 'header.topBar.toggle'), exact: true });
  await toggle.click();
  await page.getByRole('list', { name: await message(page, 'header.language.label') }).waitFor();
}

export async function showCookieNotice(page: Page) {
  await page.getByRole('region', { name: await message(page, 'notice.cookie.label') }).waitFor();
}

/** A word of the seeded catalogue in each locale ('tagine'), typed as shoppers type it. */
const SEARCH_WORD: Record<string, string> = { fr: 'tajine', en: 'tagine', ar: 'طاجين' };

export async function openSearch(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: await message(page, 'search.open'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: await message(page, 'search.title') });
  await dialog.getByRole('combobox', { name: await message(page, 'search.field') }).waitFor();
  return dialog;
}

/** The search popup before typing: popular keywords from the search log. */
export async function openSearchKeywords(page: Page) {
  const dialog = await openSearch(page);
  await dialog
    .getByRole('region', { name: await message(page, 'search.popular') })
    .getByRole('link')
    .first()
    .waitFor();
}

/** The search popup with live results for a word of the catalogue. */
export async function openSearchResults(page: Page) {
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
export async function listingShown(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('main img').first().waitFor();
}

/** The quick-view button of a product's card on the page, found by the name its card shows. */
export async function quickViewButton(page: Page, slug: string) {
  const name = await page.locator(`main a[href$="/product/${slug}/"]`).first().innerText();
  return page.getByRole('button', { name: await message(page, 'catalogue.card.quickView', { name }), exact: true });
}

/** The quick view of the seeded babouches (swatches and a size list), its form and picture ready. */
export async function openQuickView(page: Page) {
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
export async function productShown(page: Page) {
  await page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).waitFor();
  await page.locator('main img').first().waitFor();
}

/** A product page with its 'frequently bought together' block drawn, pictures in. */
export async function boughtTogetherShown(page: Page) {
  await productShown(page);
  const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
  await block.locator('img').first().waitFor();
}

/** A simple product added from its page: the cart drawer opens with the line, the goal and the totals. */
export async function openCartDrawer(page: Page) {
  await productShown(page);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
  await drawer.getByRole('progressbar').waitFor();
  await drawer.locator('img').first().waitFor();
  // The add is announced a moment after the drawer opens: the page as it is once it has been.
  const announced = await message(page, 'cart.announce.added', { name });
  await page.getByRole('status').filter({ hasText: announced }).first().waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The login dialog, opened by the header's account button. */
export async function openLoginDialog(page: Page) {
  await page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true }).click();
  await page.getByRole('dialog', { name: await message(page, 'account.login.title') }).waitFor();
}

/** My Account for a visitor: the page says why, and the login dialog opens on load. */
export async function accountVisitorShown(page: Page) {
  await page.getByRole('dialog', { name: await message(page, 'account.login.title') }).waitFor();
}

/** The cart page of a new visitor: the empty cart. */
export async function cartPageShown(page: Page) {
  await page.getByText(await message(page, 'cart.empty')).waitFor();
}

/** The wishlist page of a new visitor: the empty list. */
export async function wishlistEmptyShown(page: Page) {
  await page.getByText(await message(page, 'wishlist.empty')).waitFor();
}

/** A product saved from its page (button_action 'list'): the popup with the notice and the saved product. */
export async function openWishlistPopup(page: Page) {
  await productShown(page);
  await page.getByRole('button', { name: await message(page, 'wishlist.toggle.add'), exact: true }).click();
  const popup = page.getByRole('dialog', { name: await message(page, 'wishlist.title') });
  await popup.getByRole('listitem').locator('img').first().waitFor();
  // The share link carries the new visitor's random key and share token: drawn as fixed ones, so the snapshot does not
  // change.
  await page.evaluate(() => {
    for (const field of document.querySelectorAll<HTMLInputElement>('input[readonly]')) {
      field.value = field.value
        .replace(/\/wishlist\/[A-Z0-9]{6}\//, '/wishlist/ABC123/')
        .replace(/([?&]token=)[A-Za-z0-9_-]{32}/, '$1Zm9yIHRoZSBzbmFwc2hvdCBvbmx5IQ-_');
    }
    window.scrollTo(0, 0);
  });
}

/** A content page drawn from its blocks, its first picture in (pages without one: their heading). */
export async function contentShown(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  if ((await page.locator('main img').count()) > 0) await page.locator('main img').first().waitFor();
}

/** The delivery page on a phone, its second section (closed at first) opened by its button. */
export async function openCollapsedSection(page: Page) {
  await contentShown(page);
  await page.locator('main button[aria-expanded="false"]').first().click();
  await page.locator('main button[aria-expanded="true"]').nth(1).waitFor();
}

/** The checkout of a new visitor: nothing to check out. */
export async function checkoutEmptyShown(page: Page) {
  await page.getByText(await message(page, 'checkout.empty')).waitFor();
}

/** The checkout with a simple product in the cart: the form, the order's review with shipping, the payment methods. */
export async function checkoutShown(page: Page) {
  await openCartDrawer(page);
  const locale = (await page.locator('html').getAttribute('lang')) ?? 'fr';
  await page.goto(new URL(`/${locale}/checkout/`, page.url()).href);
  await waitForHydration(page);
  await page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true }).waitFor();
  // The form starts in Morocco: 2 s later the order is recomputed for it, and its shipping choices appear.
  await page.getByRole('radiogroup', { name: await message(page, 'checkout.shipping') }).waitFor();
}

/**
 * The pay page of a custom order just sent: the form's answers posted as its page would post them (the session's
 * cookie and CSRF token), then the page its confirmation links to.
 */
export async function openOrderPay(page: Page) {
  const locale = (await page.locator('html').getAttribute('lang')) ?? 'fr';
  const api = (path: string) => new URL(`/api/${path}`, page.url()).href;
  const { csrfToken } = (await (await page.request.get(api('session'))).json()) as { csrfToken: string };
  const { token } = (await (await page.request.get(api(`forms/custom-order?locale=${locale}`))).json()) as {
    token: string;
  };
  const day = new Date(Date.now() + 10 * 86_400_000);
  while (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  const sent = await page.request.post(api('forms/custom-order/submissions'), {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      locale,
      token,
      values: {
        name: { first: 'Yasmine', last: 'Alaoui' },
        email: { primary: 'yasmine@example.ma', secondary: 'yasmine@example.ma' },
        address: { address1: '12 rue des Orangers', city: 'Casablanca', state: 'MACAS', country: 'MA' },
        piece: 'tiles',
        'call-date': day.toISOString().slice(0, 10),
        'call-time': '10:30',
        deposit: { sample: 2, design: 1 },
      },
    },
  });
  const { order } = (await sent.json()) as { order?: { number: number; key: string } };
  if (!order) throw new Error(`the custom order made no order (${sent.status()})`);
  await page.goto(new URL(`/${locale}/checkout/order-pay/${order.number}/?key=${order.key}`, page.url()).href);
  await waitForHydration(page);
  await page.getByRole('button', { name: await message(page, 'order.pay.submit'), exact: true }).waitFor();
  // Each look pays a new order: its number is drawn as one fixed number, so the snapshot does not change; kept so
  // when the page draws the order again after this (its data read again).
  await page.evaluate((number) => {
    const mask = () => {
      for (const node of document.querySelectorAll('main bdi'))
        if (node.textContent === String(number)) node.textContent = '1043';
    };
    mask();
    new MutationObserver(mask).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, order.number);
}
