import { message, messagePattern } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { expect, focused, SHOP_LOCALES, tabTo, test } from './fixtures';

/** The app shell by keyboard alone, in every locale: skip link, menus, language switch. */
for (const locale of SHOP_LOCALES) {
  test.describe(`keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: await message(page, 'nav.skipToContent'), exact: true });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
    });

    test('a sub-menu opens with the arrow keys and Escape gives focus back to its button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/`);
      const nav = page.getByRole('navigation', { name: await message(page, 'nav.main'), exact: true });
      const toggle = nav.getByRole('button', { name: await messagePattern(page, 'nav.submenu') }).first();
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const links = list.getByRole('link');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(links.last()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
    });

    test('the mobile menu is a dialog that traps focus, closes on Escape and gives focus back', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${locale}/`);
      // While the dialog is open the page behind it is aria-hidden: the hamburger is still found, to check its state.
      const hamburger = page.getByRole('button', {
        name: await message(page, 'nav.mobile.open'),
        exact: true,
        includeHidden: true,
      });
      await tabTo(page, hamburger);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: await message(page, 'nav.mobile.title') });
      await expect(dialog).toBeVisible();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      // Focus is inside, and stays inside however far the shopper tabs.
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), await focused(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(hamburger).toBeFocused();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toBeHidden();
      // Closed, the drawer is out of reach: a full lap of Tab never lands in it.
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('.MuiDrawer-root'))).toBe(false);
      }

      // The close button does the same, by keyboard.
      await hamburger.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const close = dialog.getByRole('button', { name: await message(page, 'nav.mobile.close'), exact: true });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(hamburger).toBeFocused();
      await expect(dialog).toBeHidden();
    });

    test('switching language by keyboard keeps the page, changes direction and announces the page', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/${locale}/`);
      const other = locale === 'ar' ? 'en' : 'ar';
      const list = page.getByRole('list', { name: await message(page, 'header.language.label') });
      const link = list.locator(`a[hreflang="${other}"]`);
      await tabTo(page, link, 60);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${other}/$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAnnouncement(page, await page.title(), 'polite');
      // Focus is not lost to the top of the document: it is still on the language list, now in the new language.
      const switched = page.getByRole('list', { name: await message(page, 'header.language.label') });
      expect(await switched.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    });
  });
}
