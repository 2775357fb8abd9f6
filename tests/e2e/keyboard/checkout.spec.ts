import type { Page } from '@playwright/test';
import { message } from '@harness/routes';
import { expectAnnouncement } from '../../support/live-regions';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { expect, tabTo, test } from './fixtures';
import { expectAccessible } from '../../support/axe-audit';

/** The server's name of cash on delivery. */
const COD = { fr: 'Paiement à la livraison', ar: 'الدفع عند الاستلام' } as const;

/** The seeded rate for Casablanca, offered once the province is known. */
const CASABLANCA_RATE = { fr: /Casablanca – Rabat/, ar: /الدار البيضاء – الرباط/ } as const;

/** Types into the labelled field, reached by Tab from where focus is. */
async function fill(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: new RegExp(`^${label}`) }).first();
  await tabTo(page, field, 12);
  await page.keyboard.type(text);
}

/**
 * From a product page to the order received, by keyboard alone, against the real shop and its database: the cart
 * drawer's 'Checkout', a submit with an empty form (the error summary takes focus and links to the fields), the
 * billing details typed in with the province chosen from its searchable list, cash on delivery, and the order.
 */
for (const locale of ['fr', 'ar'] as const) {
  test.describe(`checkout by keyboard (${locale})`, () => {
    test.beforeEach(async ({ answered }) => answered);

    test('a simple product is bought and its order received', async ({ page }) => {
      await page.goto(`/${locale}/product/${PRODUCT_CASES.simple}/`);
      const add = page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true });
      await tabTo(page, add, 80);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) });
      const checkout = drawer.getByRole('link', { name: await message(page, 'cart.checkout'), exact: true });
      await tabTo(page, checkout, 60);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await message(page, 'checkout.title'));

      const placeOrder = page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true });
      await placeOrder.focus();
      await page.keyboard.press('Enter');
      const summary = page.getByRole('region', { name: await message(page, 'checkout.errorSummary') });
      await expect(summary).toBeFocused();
      await expectAccessible(page, 'with the errors of an empty checkout shown');
      const firstName = await message(page, 'address.field.first_name');
      const link = summary.getByRole('link', { name: new RegExp(`${firstName}`) }).first();
      await tabTo(page, link, 3);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: new RegExp(`^${firstName}`) })).toBeFocused();

      await page.keyboard.type('Amina');
      await fill(page, await message(page, 'address.field.last_name'), 'Benali');
      await fill(page, await message(page, 'address.field.address_1'), '12 rue des Orangers');
      await fill(page, await message(page, 'address.field.city'), 'Casablanca');
      const province = page.getByRole('combobox', { name: new RegExp(await message(page, 'address.field.state_ma')) });
      await tabTo(page, province, 6);
      await page.keyboard.type(locale === 'ar' ? 'الدار البيضاء' : 'Casablanca');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(province).toHaveValue(locale === 'ar' ? 'الدار البيضاء' : 'Casablanca');
      await fill(page, await message(page, 'address.field.postcode'), '20000');
      await fill(page, await message(page, 'address.field.phone'), '0612345678');
      await fill(page, await message(page, 'address.field.email'), 'amina@example.ma');

      // The province changed the destination: the order is recomputed 2 s later, shipping included, then placed.
      const shipping = page.getByRole('radiogroup', { name: await message(page, 'checkout.shipping') });
      await expect(shipping.getByRole('radio', { name: CASABLANCA_RATE[locale] })).toBeChecked();
      await expect(page.getByRole('radio', { name: COD[locale] })).toBeChecked();
      await tabTo(page, placeOrder, 40);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/order-received/\\d+/\\?key=`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(await message(page, 'order.received.title'));
      await expect(heading).toBeFocused();
      await expectAnnouncement(page, await message(page, 'order.received.thankYou'));
      await expect(page.getByText('amina@example.ma').first()).toBeVisible();
    });
  });
}
