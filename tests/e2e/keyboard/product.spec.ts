import { message, messagePattern } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { expect, tabTo, test, pressSize } from './fixtures';

/** The seeded babouches: colour swatches (terracotta, indigo) and size buttons. */
const BABOUCHES = `product/${PRODUCT_CASES.variable}`;
const INDIGO = { fr: 'bleu indigo', ar: 'نيلي' } as const;

/** Choosing a variation and adding it to the cart by keyboard alone. */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`product page by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('a colour and a size are chosen, the address follows, and the variation is added to the cart', async ({
      page,
    }) => {
      await page.goto(`/${locale}/${BABOUCHES}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const add = page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
      await expect(add).toHaveAttribute('aria-disabled', 'true');

      const swatch = page.getByRole('button', { name: INDIGO[locale], exact: true });
      await tabTo(page, swatch, 80);
      await page.keyboard.press('Space');
      await expect(swatch).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]attribute_colour=indigo/);

      await pressSize(page, page, locale, '40');
      await expect(page).toHaveURL(/attribute_colour=indigo&attribute_size=eu-40/);
      await expect(page.getByText('ZL-BAB-008-IND-EU--9')).toBeVisible();

      await tabTo(page, add, 10);
      await expect(add).not.toHaveAttribute('aria-disabled');
      await page.keyboard.press('Enter');
      const name = await page.getByRole('heading', { level: 1 }).innerText();
      const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
      await expect(drawer).toBeVisible();
      await expectAnnouncement(page, await message(page, 'cart.announce.added', { name }));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
      await expect(page.locator('main').getByText(await message(page, 'product.addedMessage', { name }))).toBeVisible();
      const viewCart = page.getByRole('link', { name: await message(page, 'product.viewCart'), exact: true });
      await expect(viewCart).toHaveAttribute('href', `/${locale}/cart/`);
      await tabTo(page, viewCart, 10);
    });

    test('a picture opens the viewer, whose code comes on demand, and Escape gives focus back to it', async ({
      page,
    }) => {
      await page.goto(`/${locale}/${BABOUCHES}/`);
      const picture = page.getByRole('button', { name: await messagePattern(page, 'product.gallery.open') }).first();
      await tabTo(page, picture, 40);
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('dialog', {
        name: new RegExp(await page.getByRole('heading', { level: 1 }).innerText()),
      });
      await expect(viewer).toBeVisible();
      await expect(
        viewer.getByRole('button', { name: await message(page, 'lightbox.next'), exact: true }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(picture).toBeFocused();
    });

    test('the share address stays folded until Share is pressed, and fits a 320 px screen when shown', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto(`/${locale}/${BABOUCHES}/`);
      const share = page.getByRole('button', { name: await message(page, 'product.shareButton'), exact: true });
      const field = page.getByRole('textbox', { name: await message(page, 'product.share'), exact: true });
      const copy = page.getByRole('button', { name: await message(page, 'product.copyLink'), exact: true });
      await expect(share).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toBeHidden();
      await expect(copy).toBeHidden();
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(320);

      await tabTo(page, share, 80);
      await page.keyboard.press('Enter');
      await expect(share).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toBeVisible();
      await expect(copy).toBeVisible();
      expect(await pageWidth()).toBeLessThanOrEqual(320);
      await page.keyboard.press('Enter');
      await expect(field).toBeHidden();
    });
  });
}
