import { message } from '@harness/routes';
import { addToCartByKeyboard, expect, tabTo, test, skipFilters } from './fixtures';

/** The any-size mug (PRODUCT_CASES.anySize): terracotta comes in one size only, so choosing it settles a variation. */
const MUG = {
  fr: { name: 'Mug émaillé à motif zellige de Salé', terracotta: 'terre cuite' },
  ar: { name: 'كوب مزجج بنقش الزليج من سلا', terracotta: 'آجري' },
} as const;

/**
 * A colour chosen on a listing card and added from the card, by keyboard alone, against the real shop: the one size
 * it comes in is chosen on the card's size buttons, the card's button turns from 'Select options' into 'Add to cart', the drawer opens with the line, and Escape gives focus back
 * to the card's button.
 */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`listing card by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('a colour chosen on the card settles the variation and the card adds it to the cart', async ({ page }) => {
      const { name, terracotta } = MUG[locale];
      await page.goto(`/${locale}/category/handmade-mugs/?filter_colour=pomegranate`);
      const label = async (id: string) =>
        message(page, 'product.card.actionLabel', { action: await message(page, id), name });
      await expect(
        page.getByRole('link', { name: await label('product.card.selectOptions'), exact: true }),
      ).toBeVisible();

      const swatches = page.getByRole('group', { name: await message(page, 'product.card.swatches', { name }) });
      const swatch = swatches.getByRole('button', { name: terracotta, exact: true });
      await skipFilters(page);
      await tabTo(page, swatch, 120);
      await page.keyboard.press('Space');
      await expect(swatch).toHaveAttribute('aria-pressed', 'true');
      // Terracotta comes in one size: the card's size buttons show it chosen for the shopper.
      const sizes = page.getByRole('group', {
        name: await message(page, 'product.card.options', { attribute: locale === 'fr' ? 'Taille' : 'المقاس', name }),
      });
      await expect(sizes.locator('[aria-pressed="true"]')).toHaveCount(1);

      const add = page.getByRole('button', { name: await label('product.addToCart'), exact: true });
      const drawer = await addToCartByKeyboard(page, add, name);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
    });
  });
}
