import { type Locator, type Page, expect, test } from '@playwright/test';
import { message } from '@harness/routes';
import { BOUGHT_TOGETHER_JOURNEYS } from '../../../server/db/seed/bought-together';
import { waitForHydrationOnNavigation } from '../../support/hydration';

/**
 * What a shopper sees first, measured on the real shop in French and Arabic, on a phone and a desktop: products in the
 * first screen, notices that leave room for them, a header on one row, a cart drawer whose way to checkout is always in
 * view, nothing added that the shopper did not choose, and every price read symbol first.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SCREENS = { phone: PHONE, desktop: DESKTOP } as const;
const LOCALES = ['fr', 'ar'] as const;
/** The most of a phone's first screen the notices may take. */
const NOTICE_SHARE = 0.2;

test.beforeEach(({ page }) => waitForHydrationOnNavigation(page));

/** The first screen's bottom, above whatever is fixed at the bottom of the window (the cookie notice). */
async function visibleBottom(page: Page): Promise<number> {
  const cookie = page.getByRole('region', { name: await message(page, 'notice.cookie.label'), exact: true });
  const height = page.viewportSize()!.height;
  if ((await cookie.count()) === 0) return height;
  const box = (await cookie.boundingBox())!;
  return Math.min(height, box.y);
}

const top = async (locator: Locator) => (await locator.boundingBox())!.y;

for (const locale of LOCALES) {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test.describe(`${locale}, ${screen} ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      test('the home page and a category show their first product card in the first screen', async ({ page }) => {
        for (const path of [`/${locale}/`, `/${locale}/category/ceramics/`]) {
          await page.goto(path);
          const card = page.locator('main li:has(a[href*="/product/"])').first();
          await expect(card).toBeVisible();
          expect(await top(card), path).toBeLessThan(await visibleBottom(page));
        }
      });

      test('notices take at most a fifth of the first screen', async ({ page }) => {
        await page.goto(`/${locale}/`);
        const labels = ['notice.store.label', 'notice.comingSoon.label', 'notice.cookie.label'];
        let taken = 0;
        for (const id of labels) {
          const region = page.getByRole('region', { name: await message(page, id), exact: true });
          if ((await region.count()) === 0) continue;
          const box = (await region.boundingBox())!;
          taken += Math.max(0, Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0));
        }
        // Something to measure: the seeded shop shows a store notice and, on a first visit, the cookie notice.
        expect(taken).toBeGreaterThan(0);
        expect(taken / viewport.height).toBeLessThanOrEqual(NOTICE_SHARE);
      });

      test('the drawer keeps its subtotal, Checkout and View cart in view with one line and with five', async ({
        page,
      }) => {
        await page.goto(`/${locale}/`);
        const session = (await (await page.request.get('/api/session')).json()) as { csrfToken: string };
        const home = (await (await page.request.get(`/api/catalogue/home?locale=${locale}`)).json()) as {
          featured: { id: number; type: string; stockStatus: string }[];
        };
        const simple = home.featured.filter((p) => p.type === 'simple' && p.stockStatus === 'instock');
        expect(simple.length).toBeGreaterThanOrEqual(5);
        const origin = new URL(page.url()).origin;
        for (const count of [1, 5]) {
          for (const product of simple.slice(count === 1 ? 0 : 1, count)) {
            const added = await page.request.post(`/api/cart/items?locale=${locale}`, {
              headers: { 'x-csrf-token': session.csrfToken, origin },
              data: { productId: product.id, quantity: 1 },
            });
            expect(added.status()).toBe(200);
          }
          await page.reload();
          await page.getByRole('button', { name: new RegExp(await message(page, 'cart.button.label')) }).click();
          const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
          const title = await message(page, 'cart.drawer.title');
          await expect(drawer.getByRole('list', { name: title, exact: true }).locator(':scope > li')).toHaveCount(
            count,
          );
          for (const name of ['cart.checkout', 'cart.viewCart']) {
            const link = drawer.getByRole('link', { name: await message(page, name), exact: true });
            await expect(link).toBeInViewport({ ratio: 1 });
          }
          await expect(drawer.getByText(await message(page, 'cart.totals.subtotal'), { exact: true })).toBeInViewport();
          await page.keyboard.press('Escape');
          await expect(drawer).toBeHidden();
        }
      });

      test('every price reads symbol first, the symbol drawn whole, in the page’s direction', async ({ page }) => {
        await page.goto(`/${locale}/product/${BOUGHT_TOGETHER_JOURNEYS.simple}/`);
        const rtl = locale === 'ar';
        const prices = page.locator('main .price-amount');
        expect(await prices.count()).toBeGreaterThan(3);
        const order = await prices.evaluateAll((amounts) =>
          amounts.map((amount) => {
            const symbol = amount.querySelector('.price-symbol')!;
            const number = amount.querySelector('.price-number')!;
            const text = symbol.firstChild!;
            const range = document.createRange();
            const charBox = (i: number) => {
              range.setStart(text, i);
              range.setEnd(text, i + 1);
              return range.getBoundingClientRect();
            };
            const length = text.textContent!.length;
            return {
              symbol: symbol.getBoundingClientRect().toJSON() as DOMRect,
              number: number.getBoundingClientRect().toJSON() as DOMRect,
              // The dirham symbol's first letter and its last dot.
              first: charBox(0).left,
              lastDot: charBox(length - 1).left,
            };
          }),
        );
        for (const { symbol, number, first, lastDot } of order) {
          if (rtl) expect(symbol.left).toBeGreaterThanOrEqual(number.right - 1);
          else expect(symbol.right).toBeLessThanOrEqual(number.left + 1);
          // 'د.م.' is read right to left in every locale: its last dot at its left end, never beside the digits.
          expect(lastDot).toBeLessThan(first);
        }
      });
    });
  }
}

for (const locale of ['fr', 'en', 'ar'] as const) {
  for (const width of [1280, 1440]) {
    test(`the header's menu is one row at ${width} px in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/`);
      const nav = page.getByRole('navigation', { name: await message(page, 'nav.main'), exact: true });
      const tops = await nav
        .locator(':scope > ul > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(5);
      expect(new Set(tops).size).toBe(1);
    });
  }
}

test('a product with companions adds itself alone unless the shopper ticks one', async ({ page }) => {
  await page.goto(`/fr/product/${BOUGHT_TOGETHER_JOURNEYS.simple}/`);
  const block = page.getByRole('region', { name: await message(page, 'together.heading'), exact: true });
  await expect(block).toBeVisible();
  // Only 'this' is ticked (and cannot be unticked); every companion waits for the shopper.
  await expect(block.getByRole('checkbox', { checked: true, disabled: false })).toHaveCount(0);
  const add = page.locator('main').getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
  await add.first().click();
  await expect(page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) })).toBeVisible();
  const cart = (await (await page.request.get('/api/cart?locale=fr')).json()) as { items: { slug: string }[] };
  expect(cart.items.map((i) => i.slug)).toEqual([BOUGHT_TOGETHER_JOURNEYS.simple]);
});

test('Back from a product returns to where the shopper was in the listing', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/fr/category/ceramics/');
  const cards = page.locator('main li:has(a[href*="/product/"])');
  await expect(cards.nth(7)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
  const link = cards.nth(7).locator('a[href*="/product/"]').first();
  await link.scrollIntoViewIfNeeded();
  const where = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/ceramics\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(where));
});
