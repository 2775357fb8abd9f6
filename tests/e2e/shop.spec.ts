import { expect, test } from '@playwright/test';
import { answerCookieNotice } from '@harness/routes';
import { waitForHydrationOnNavigation } from '../support/hydration';

/**
 * The walking skeleton, end to end, against the production build and a real server on a
 * freshly seeded embedded database.
 */

const DIRHAM = 'د.م.';

test.beforeEach(({ page }) => waitForHydrationOnNavigation(page));

test.describe('locale negotiation', () => {
  test('/ sends a visitor to their browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();
  });

  test('/ prefers the stored choice over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/$/);
    await context.close();
  });

  test('/ falls back to French for other languages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await context.close();
  });
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => answerCookieNotice(page));

  test('shows the shop in French with prices in dirham', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/fr/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acheter par catégorie' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Produits vedettes' });
    await expect(featured.getByRole('list').first().locator(':scope > li')).toHaveCount(8);
    await expect(page.locator('bdi').first()).toContainText(DIRHAM);
    await expect(page.getByText(/dirhams? marocains?/).first()).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('shows the same shop in Arabic, right to left, with prices isolated', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'تسوّق حسب الفئة' })).toBeVisible();
    const amount = page.locator('bdi [dir="ltr"]').first();
    await expect(amount).toHaveText(/^[\d,]+\.\d{2}$/);
    // Mirrored: the logo sits at the right edge of the header in RTL.
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const viewport = page.viewportSize()!;
    expect(logo!.x + logo!.width).toBeGreaterThan(viewport.width / 2);
  });

  test('switches language keeping the page, and remembers the choice', async ({ page, context }) => {
    await page.goto('/fr/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'locale')?.value).toBe('en');
  });

  test('shows approximate euro prices when the shopper picks EUR, and keeps the choice', async ({ page }) => {
    await page.goto('/en/');
    await page.getByLabel('Currency').selectOption('EUR');
    await expect(page.getByText(/approximately €/).first()).toBeAttached();
    await page.reload();
    await expect(page.getByText(/approximately €/).first()).toBeAttached();
    await expect(page.locator('bdi').first()).toContainText(DIRHAM);
  });
});

test.describe('notices', () => {
  test('the store notice stays dismissed through its cookie', async ({ page, context }) => {
    await answerCookieNotice(page);
    await page.goto('/en/');
    const notice = page.getByRole('region', { name: 'Store notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name.startsWith('store_notice'));
    expect(cookie).toMatchObject({ value: 'hidden', path: '/' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Store notice' })).toHaveCount(0);
  });

  test('accepting cookies records consent on the server', async ({ page }) => {
    await page.goto('/en/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    const consent = page.waitForRequest((r) => r.url().endsWith('/api/consent') && r.method() === 'POST');
    await notice.getByRole('button', { name: 'Accept' }).click();
    expect((await consent).postDataJSON()).toEqual({ analytics: true });
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_notice_accepted'))).toBe('yes');
    const session = await page.request.get('/api/session');
    expect((await session.json()).consent).toEqual({ analytics: true });
  });
});

test.describe('bad input', () => {
  test('an unknown locale gets the 404 page in French with a link home', async ({ page }) => {
    const response = await page.goto('/xx/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute(
      'href',
      '/fr/',
    );
  });

  test('a page whose code cannot be downloaded says so inside the shop, with a way to try again', async ({ page }) => {
    await answerCookieNotice(page);
    await page.route(/\/assets\/ListingWithCardPurchase-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/en/shop/');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.unroute(/\/assets\/ListingWithCardPurchase-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  });

  test('the API names the field at fault and refuses writes without a CSRF token', async ({ request }) => {
    const bad = await request.get('/api/catalogue/home?locale=de');
    expect(bad.status()).toBe(400);
    expect(bad.headers()['content-type']).toContain('application/problem+json');
    expect((await bad.json()).errors[0].field).toBe('query.locale');
    const forged = await request.post('/api/consent', { data: { analytics: true } });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).code).toBe('csrf_invalid');
  });

  test('pages are served with a CSP that allows no inline script or style', async ({ request }) => {
    const response = await request.get('/fr/');
    const directives = (response.headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim());
    const scriptSrc = directives.find((d) => d.startsWith('script-src ')) ?? '';
    const styleSrc = directives.find((d) => d.startsWith('style-src ')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(styleSrc).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(response.headers()['permissions-policy']).toContain('camera=()');
  });

  test('every style the shop inserts carries the page nonce: no CSP violation in either direction', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    for (const path of ['/fr/', '/ar/shop/', '/en/shop/']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.getByRole('main').getByRole('link').first().waitFor();
      // Emotion wrote its rules into nonce-carrying <style> tags, and they apply (the header is laid out).
      const styled = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion]')].every((style) => (style as HTMLStyleElement).nonce),
      );
      expect(styled, path).toBe(true);
      expect(await page.locator('style[data-emotion]').count(), path).toBeGreaterThan(0);
    }
    expect(violations).toEqual([]);
  });
});
