import { message } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { expect, focused, SHOP_LOCALES, tabTo, test } from './fixtures';
import { expectAccessible } from '../../support/axe-audit';

/** A word of the seeded catalogue in each locale ('tagine'), as shoppers type it: without accents or case. */
const WORD = { fr: 'tajine', en: 'tagine', ar: 'طاجين' } as const;

/** Live search by keyboard alone, in every locale. */
for (const locale of SHOP_LOCALES) {
  test.describe(`search by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('opens from the header, lists results with the arrow keys, and Escape gives focus back', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const button = page
        .getByRole('banner')
        .getByRole('button', { name: await message(page, 'search.open'), exact: true });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: await message(page, 'search.title') });
      const field = dialog.getByRole('combobox', { name: await message(page, 'search.field') });
      await expect(field).toBeFocused();
      // Popular keywords from the search log while nothing is typed.
      const keywords = dialog.getByRole('region', { name: await message(page, 'search.popular') });
      await expect(keywords.getByRole('link').first()).toBeVisible();

      await page.keyboard.type(WORD[locale]);
      const list = dialog.getByRole('listbox', { name: await message(page, 'search.results') });
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(keywords).toBeHidden();
      await expectAnnouncement(page, new RegExp(`\\d`), 'polite');
      const options = list.getByRole('option');
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, 'with the search’s results listed and one chosen');
      await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
      await page.keyboard.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await expect(field).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('Enter without a chosen result goes to the results page of the search', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: await message(page, 'search.open'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: await message(page, 'search.title') });
      await dialog.getByRole('combobox', { name: await message(page, 'search.field') }).fill(WORD[locale]);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${locale}/shop/\\?s=`));
      expect(decodeURIComponent(new URL(page.url()).searchParams.get('s') ?? '')).toBe(WORD[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD[locale]);
      expect(await focused(page)).not.toBe('body');
    });
  });
}
