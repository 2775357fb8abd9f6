import type { Page, Request } from '@playwright/test';
import { message } from '@harness/routes';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { expect } from '../keyboard/fixtures';

/** The simple product in the cart, from its page's button (the cart drawer then opens). */
export async function addSimpleProduct(page: Page, locale: string): Promise<void> {
  await page.goto(`/${locale}/product/${PRODUCT_CASES.simple}/`);
  await page.getByRole('button', { name: await message(page, 'product.addToCart'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(await message(page, 'cart.drawer.title')) })).toBeVisible();
}

/** The tests' Casablanca buyer, typed into the checkout's fields (the province chosen from its list). */
export async function fillBilling(page: Page, locale: string): Promise<void> {
  const field = async (id: string) =>
    page.getByRole('textbox', { name: new RegExp(`^${await message(page, `address.field.${id}`)}`) }).first();
  for (const id of ['first_name', 'last_name', 'address_1', 'city'] as const)
    await (await field(id)).fill(CASABLANCA[id]);
  const province = page.getByRole('combobox', { name: new RegExp(await message(page, 'address.field.state_ma')) });
  // The province changes the destination: the order is recomputed 2 s later, with its shipping. An earlier update
  // (the page's first destination, sent while the names were typed) does not count: it has no province.
  const recomputed = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /\/api\/checkout\b/.test(r.url()) &&
      (r.request().postDataJSON() as { state?: string } | null)?.state === CASABLANCA.state,
  );
  await province.fill(locale === 'ar' ? 'الدار البيضاء' : 'Casablanca');
  await province.press('ArrowDown');
  await province.press('Enter');
  for (const id of ['postcode', 'phone', 'email'] as const) await (await field(id)).fill(CASABLANCA[id]);
  // Placed before it is back, the order would first show the new total.
  await recomputed;
  await expect(
    page
      .getByRole('radiogroup', { name: await message(page, 'checkout.shipping') })
      .getByRole('radio')
      .first(),
  ).toBeChecked();
}

/** Presses 'Place order' and answers the request the browser sent. */
export async function placeOrder(page: Page): Promise<Request> {
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/checkout/orders'));
  await page.getByRole('button', { name: await message(page, 'checkout.placeOrder'), exact: true }).click();
  const request = await sent;
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=/);
  return request;
}
