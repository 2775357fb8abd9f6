import { message } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { expect, test } from '../keyboard/fixtures';
import { addSimpleProduct, fillBilling } from './place';

/**
 * What a screen reader is given at checkout, against the real shop: the error summary that takes focus with its name
 * and the errors as its description, each field's own error as its description, the total that changed with the
 * address said as an alert and focused, and the order placed said on the order-received page.
 */
for (const locale of ['en', 'ar'] as const) {
  test.describe(`checkout for a screen reader (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('errors, a changed total and the order placed are all heard', async ({ page }) => {
      await addSimpleProduct(page, locale);
      await page.goto(`/${locale}/checkout/`);
      const placeOrder = page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true });

      // An empty submit: focus on the summary, which is heard as its title, then the faults.
      await placeOrder.click();
      const summary = page.getByRole('region', { name: await message(page, 'checkout.errorSummary') });
      await expect(summary).toBeFocused();
      const required = await message(page, 'address.error.required');
      const firstName = await message(page, 'address.field.first_name');
      await expect(summary).toHaveAccessibleDescription(new RegExp(`${firstName}.*${required}`));
      const field = page.getByRole('textbox', { name: new RegExp(`^${firstName}`) });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(required);

      // The details given, then the order placed before the new province's shipping was added: the total changed,
      // and that is said (an alert) and focused after the notices' 500 ms, nothing placed.
      await fillBilling(page, locale);
      // The update the new province starts is held until 'Place order' is pressed: the order goes out before the new
      // shipping is known however long the machine takes (past the 2 s delay, the update would already be shown).
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === '/api/checkout',
        async (route) => {
          if (route.request().method() === 'PUT') await released;
          await route.fallback();
        },
      );
      const province = page.getByRole('combobox', { name: new RegExp(await message(page, 'address.field.state_ma')) });
      await province.fill(locale === 'ar' ? 'مراكش' : 'Marrakech');
      await province.press('ArrowDown');
      await province.press('Enter');
      await placeOrder.click();
      release();
      const changed = await message(page, 'checkout.totalUpdated');
      await expectAnnouncement(page, changed, 'assertive');
      await expect(page.getByRole('alert').filter({ hasText: changed })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/$`));

      // Placed at the total now shown: the order-received page says so and its heading has focus.
      await placeOrder.click();
      await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
      await expectAnnouncement(page, await message(page, 'order.received.thankYou'));
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  });
}
