import { message } from '@harness/routes';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { expect, test } from '../keyboard/fixtures';
import { addSimpleProduct, fillBilling } from './place';

/** What the shopper typed at checkout, against the real shop: kept with the cart, not only in the tab. */
for (const locale of ['fr', 'ar'] as const) {
  test(`another tab finds the checkout as the shopper left it: names, street, province and phone (${locale})`, async ({
    page,
    context,
  }) => {
    await addSimpleProduct(page, locale);
    await page.goto(`/${locale}/checkout/`);
    // The last change is kept 2 s after it: the request that carries the e-mail, typed last.
    const kept = page.waitForResponse(
      (r) => r.url().includes('/api/cart/customer') && (r.request().postData() ?? '').includes(CASABLANCA.email),
    );
    await fillBilling(page, locale);
    expect((await kept).status()).toBe(200);

    // A new tab has no draft of its own: what it shows came from the server.
    const other = await context.newPage();
    await other.goto(`/${locale}/checkout/`);
    const field = async (id: string) =>
      other.getByRole('textbox', { name: new RegExp(`^${await message(other, `address.field.${id}`)}`) }).first();
    await expect(await field('first_name')).toHaveValue(CASABLANCA.first_name);
    await expect(await field('address_1')).toHaveValue(CASABLANCA.address_1);
    await expect(await field('phone')).toHaveValue(CASABLANCA.phone);
    await expect(await field('email')).toHaveValue(CASABLANCA.email);
    await expect(
      other.getByRole('combobox', { name: new RegExp(await message(other, 'address.field.state_ma')) }),
    ).toHaveValue(locale === 'ar' ? 'الدار البيضاء' : 'Casablanca');
  });
}
