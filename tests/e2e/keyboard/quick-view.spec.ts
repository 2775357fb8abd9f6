import { message, quickViewButton } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { expect, tabTo, test, skipFilters, pressSize } from './fixtures';
import { expectAccessible } from '../../support/axe-audit';

const INDIGO = { fr: 'bleu indigo', ar: 'نيلي' } as const;

/** The quick view by keyboard alone, from a listing's card to the cart. */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`quick view by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('opens from a card, adds a variation to the cart, closes, and focus comes back to the card after the drawer', async ({
      page,
    }) => {
      await page.goto(`/${locale}/category/babouches/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const opener = await quickViewButton(page, PRODUCT_CASES.variable);
      const name = (await opener.getAttribute('aria-label'))!;
      await skipFilters(page);
      await tabTo(page, opener, 120);
      await page.keyboard.press('Enter');

      const productName = await page.locator(`main a[href$="/product/${PRODUCT_CASES.variable}/"]`).first().innerText();
      expect(name).toContain(productName);
      const dialog = page.getByRole('dialog', { name: productName });
      await expect(dialog).toBeVisible();
      // Focus has moved into the dialog, on its close button.
      await expect(
        dialog.getByRole('button', { name: await message(page, 'product.quickView.close'), exact: true }),
      ).toBeFocused();
      const swatch = dialog.getByRole('button', { name: INDIGO[locale], exact: true });
      await tabTo(page, swatch, 20);
      await page.keyboard.press('Space');
      await expect(swatch).toHaveAttribute('aria-pressed', 'true');
      await pressSize(page, dialog, locale, '40');
      await expectAccessible(page, 'with the quick view open and a variation chosen');
      // The listing's address is not the dialog's: it keeps no attribute_* parameter.
      expect(new URL(page.url()).search).toBe('');

      const add = dialog.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
      await tabTo(page, add, 10);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // The store opens the cart drawer after an add (add_to_cart_behaviour), which announces it; closing the drawer
      // gives focus back to the card.
      const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
      await expect(drawer).toBeVisible();
      await expectAnnouncement(page, await message(page, 'cart.announce.added', { name: productName }));
      await expectAccessible(page, 'with the cart drawer open after an add');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('Escape closes it and focus goes back to the card’s button', async ({ page }) => {
      await page.goto(`/${locale}/category/babouches/`);
      const opener = await quickViewButton(page, PRODUCT_CASES.variable);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  });
}
