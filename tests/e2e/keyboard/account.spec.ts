import { message } from '@harness/routes';
import { expect, focused, tabTo, test } from './fixtures';

/**
 * The account dialogs by keyboard alone, in French and in Arabic: the header's button opens the login dialog with
 * focus inside, an empty submit puts focus on the first field with its message, the links move between the forms
 * (focus on each new title), the password toggle works from the keyboard, Escape closes and focus returns to the
 * button.
 */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`account dialogs by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('the login, lost-password and register forms, reached and left by keyboard', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const button = page.getByRole('button', { name: await message(page, 'account.button.label'), exact: true });
      await tabTo(page, button, 40);
      await page.keyboard.press('Enter');
      const login = page.getByRole('dialog', { name: await message(page, 'account.login.title') });
      await expect(login).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
        .toBe(true);

      const submit = login.getByRole('button', { name: await message(page, 'account.login.submit'), exact: true });
      await tabTo(page, submit, 10);
      await page.keyboard.press('Enter');
      const user = login.getByRole('textbox', {
        name: new RegExp(`^${await message(page, 'account.field.userLogin')}`),
      });
      await expect(user).toBeFocused();
      await expect(user).toHaveAccessibleDescription(await message(page, 'account.rule.required'));

      await page.keyboard.type('yasmine');
      await page.keyboard.press('Tab');
      await page.keyboard.type('secret-word');
      const show = login.getByRole('button', { name: await message(page, 'account.password.show') });
      await tabTo(page, show, 3);
      await page.keyboard.press('Enter');
      await expect(login.getByRole('button', { name: await message(page, 'account.password.hide') })).toBeFocused();
      await expect(login.locator('input[autocomplete="current-password"]')).toHaveAttribute('type', 'text');

      const lostLink = login.getByRole('button', { name: await message(page, 'account.link.lostPassword') });
      await tabTo(page, lostLink, 10);
      await page.keyboard.press('Enter');
      const lostTitle = page.getByRole('heading', { name: await message(page, 'account.lostPassword.title') });
      await expect(lostTitle).toBeFocused();
      const signIn = page.getByRole('dialog').getByRole('button', { name: await message(page, 'account.link.login') });
      await tabTo(page, signIn, 10);
      await page.keyboard.press('Enter');
      const registerLink = page
        .getByRole('dialog')
        .getByRole('button', { name: await message(page, 'account.link.register') });
      await tabTo(page, registerLink, 12);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: await message(page, 'account.register.title') })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await focused(page)).toContain(await message(page, 'account.button.label'));
    });
  });
}
