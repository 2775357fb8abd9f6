import type { Locator, Page } from '@playwright/test';
import { message, messagePattern } from '@harness/routes';
import { expect, SHOP_LOCALES, test } from '../keyboard/fixtures';

/** The addresses of the links inside `scope` (this shop's only: the others are not ours to answer for). */
async function hrefs(scope: Locator, origin: string): Promise<string[]> {
  const all = await scope.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return all.filter((href) => href.startsWith(origin));
}

/** Every link the mobile menu offers: its Menu tab with every sub-menu opened, then its Account tab. */
async function mobileMenuLinks(page: Page, origin: string): Promise<string[]> {
  await page.getByRole('button', { name: await message(page, 'nav.mobile.open'), exact: true }).click();
  const menu = page.getByRole('dialog', { name: await message(page, 'nav.mobile.title') });
  await expect(menu).toBeVisible();
  const expanders = menu.getByRole('button', { name: await messagePattern(page, 'nav.submenu') });
  for (let i = 0; i < (await expanders.count()); i += 1) {
    const expander = expanders.nth(i);
    if ((await expander.getAttribute('aria-expanded')) === 'false') await expander.click();
  }
  const found = await hrefs(menu, origin);
  await menu.getByRole('tab', { name: await message(page, 'nav.mobile.tabAccount') }).click();
  return [...found, ...(await hrefs(menu.getByRole('tabpanel'), origin))];
}

/**
 * No link of the header, the footer or the mobile menu leads nowhere, in any locale: each address answers below 400
 * (an unknown page of the shop is a real 404).
 */
test.beforeEach(async ({ answered }) => answered);

for (const locale of SHOP_LOCALES) {
  test(`every link of the header, footer and mobile menu leads to a page (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const origin = new URL(baseURL!).origin;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/`);
    const links = new Set([
      ...(await hrefs(page.getByRole('banner'), origin)),
      ...(await hrefs(page.getByRole('contentinfo'), origin)),
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const href of await mobileMenuLinks(page, origin)) links.add(href);
    expect(links.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const href of links) {
      const answer = await request.get(href, { maxRedirects: 5 });
      if (answer.status() >= 400) broken.push(`${answer.status()} ${new URL(href).pathname}`);
    }
    expect(broken, 'links that lead nowhere').toEqual([]);
  });

  test(`the mobile menu's account entry opens the login dialog for a visitor (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${locale}/`);
    await page.getByRole('button', { name: await message(page, 'nav.mobile.open'), exact: true }).click();
    const menu = page.getByRole('dialog', { name: await message(page, 'nav.mobile.title') });
    await menu.getByRole('tab', { name: await message(page, 'nav.mobile.tabAccount') }).click();
    await menu.getByRole('button', { name: await message(page, 'nav.account'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: await message(page, 'account.login.title') })).toBeVisible();
  });
}
