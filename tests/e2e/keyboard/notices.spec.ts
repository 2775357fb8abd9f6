import { message } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { expect, focused, SHOP_LOCALES, tabTo, test } from './fixtures';

/** Notices by keyboard: dismissing never drops focus to the top of the page, and answers are announced. */
for (const locale of SHOP_LOCALES) {
  test.describe(`notices by keyboard (${locale})`, () => {
    test('dismissing the store notice moves focus to where Tab would have gone next', async ({ page, answered }) => {
      void answered;
      await page.goto(`/${locale}/`);
      const notice = page.getByRole('region', { name: await message(page, 'notice.store.label') });
      const dismiss = notice.getByRole('button', { name: await message(page, 'notice.dismiss'), exact: true });
      await tabTo(page, dismiss);
      // Learn the next stop after the notice, then come back to the dismiss button.
      await page.keyboard.press('Tab');
      await page.evaluate(() => document.activeElement?.setAttribute('data-next-stop', ''));
      await page.keyboard.press('Shift+Tab');
      await expect(dismiss).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(notice).toHaveCount(0);
      await expect(page.locator('[data-next-stop]'), await focused(page)).toBeFocused();
    });

    test('accepting cookies is announced and focus moves past the notice', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const notice = page.getByRole('region', { name: await message(page, 'notice.cookie.label') });
      const accept = notice.getByRole('button', { name: await message(page, 'notice.cookie.accept'), exact: true });
      await accept.focus();
      await page.keyboard.press('Enter');
      await expectAnnouncement(page, await message(page, 'notice.cookie.accepted'));
      await expect(notice).toBeHidden();
      expect(
        await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
      ).toBe(true);
    });
  });
}
