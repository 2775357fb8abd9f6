import { COOKIE_NOTICE_STORAGE_KEY } from '@features/notices/model/consent';
import { ATTRIBUTION_COOKIES } from '@domain/checkout/attribution';
import { message } from '@harness/routes';
import { expect, test } from '../keyboard/fixtures';
import { addSimpleProduct, fillBilling, placeOrder } from './place';

const LANDING = '/en/?utm_source=instagram&utm_medium=social&utm_campaign=ramadan';

/** Order attribution against the real shop: what the browser sends with the order follows the cookie choice. */
test.describe('order attribution', () => {
  test('after an accepted cookie notice, the landing’s campaign and the pages seen travel with the order', async ({
    page,
  }) => {
    await page.goto(LANDING);
    await page.getByRole('button', { name: await message(page, 'notice.cookie.accept'), exact: true }).click();
    await addSimpleProduct(page, 'en');
    await page.goto('/en/checkout/');
    await fillBilling(page, 'en');
    const sent = (await placeOrder(page)).postDataJSON() as { attribution: Record<string, string> };
    expect(sent.attribution).toMatchObject({
      source_type: 'utm',
      utm_source: 'instagram',
      utm_medium: 'social',
      utm_campaign: 'ramadan',
      session_entry: expect.stringContaining('utm_source=instagram'),
      session_count: '1',
    });
    expect(Number(sent.attribution.session_pages)).toBeGreaterThanOrEqual(3);
    expect(sent.attribution.user_agent).not.toBe('');
  });

  test('after a declined cookie notice, nothing is kept and the order carries empty fields', async ({ page }) => {
    await page.goto(LANDING);
    await page.getByRole('button', { name: await message(page, 'notice.cookie.decline'), exact: true }).click();
    await addSimpleProduct(page, 'en');
    await page.goto('/en/checkout/');
    await fillBilling(page, 'en');
    const sent = (await placeOrder(page)).postDataJSON() as { attribution: Record<string, string> };
    expect(Object.values(sent.attribution).every((value) => value === '')).toBe(true);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => (Object.values(ATTRIBUTION_COOKIES) as string[]).includes(name))).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_NOTICE_STORAGE_KEY)).toBe('no');
  });
});
