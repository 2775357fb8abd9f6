import { message } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { addToCartByKeyboard, expect, tabTo, test, skipFilters, pressSize } from './fixtures';

const INDIGO = { fr: 'bleu indigo', ar: 'نيلي' } as const;

/**
 * From a listing to a cart with a coupon, by keyboard alone, against the real shop: the product is opened from its
 * card, a variation added, and the drawer that opens takes a quantity change and the seeded coupon bienvenue10.
 */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`cart by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('a listing’s product is added, its quantity raised and bienvenue10 applied in the drawer', async ({
      page,
    }) => {
      await page.goto(`/${locale}/category/babouches/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const card = page.locator(`main a[href$="/product/${PRODUCT_CASES.variable}/"]`).first();
      await skipFilters(page);
      await tabTo(page, card, 120);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/product/${PRODUCT_CASES.variable}/`));
      await expect(
        page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }),
      ).toBeVisible();
      const name = await page.getByRole('heading', { level: 1 }).innerText();

      const swatch = page.getByRole('button', { name: INDIGO[locale], exact: true });
      await tabTo(page, swatch, 80);
      await page.keyboard.press('Space');
      await pressSize(page, page, locale, '40');
      const add = page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
      const drawer = await addToCartByKeyboard(page, add, name);
      const total = drawer.locator('dl > div').last();
      const before = await total.innerText();

      // The quantity, one more: sent after the shopper stops (500 ms), the line and the totals follow.
      const increase = drawer.getByRole('button', { name: await message(page, 'quantity.increase'), exact: true });
      await tabTo(page, increase, 20);
      await page.keyboard.press('Enter');
      await expect(drawer.getByRole('spinbutton')).toHaveValue('2');
      await expect(total).not.toHaveText(before);

      // The coupon add-on: opened, the code typed and sent with Enter.
      const coupon = drawer.getByRole('button', { name: await message(page, 'cart.addon.coupon'), exact: true });
      await tabTo(page, coupon, 30);
      await page.keyboard.press('Enter');
      await expect(coupon).toHaveAttribute('aria-expanded', 'true');
      const code = drawer.getByRole('textbox', { name: await message(page, 'cart.coupon.label') });
      // The form is downloaded on this first use.
      await expect(code).toBeVisible();
      await tabTo(page, code, 10);
      await page.keyboard.type('bienvenue10');
      await page.keyboard.press('Enter');
      await expectAnnouncement(page, await message(page, 'cart.coupon.applied'));
      await expect(
        drawer.getByText(await message(page, 'cart.totals.discount', { code: 'bienvenue10' })),
      ).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
    });
  });
}

test.describe('the add announced from a drawer whose code comes late', () => {
  test.beforeEach(async ({ answered }) => answered);

  // On a slow connection the drawer's code can arrive after the add's 1 s delay: its status region must still be in
  // the page, empty, before it says the add (a region that arrives holding its text is not reliably heard).
  test('the drawer downloaded after the announcement delay still announces the add', async ({ page }) => {
    await page.route(/\/assets\/CartDrawer-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto(`/ar/product/${PRODUCT_CASES.simple}/`);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    const add = page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
    // Focused directly: tabbing past the header's cart button would start the drawer's download early.
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
    await expect(drawer).toBeVisible();
    await expectAnnouncement(page, await message(page, 'cart.announce.added', { name }));
  });
});
