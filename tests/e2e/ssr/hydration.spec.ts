import { expect, test, type Page } from '@playwright/test';

/**
 * A server-rendered page hydrates as it was sent: no hydration warning or other console error, no API request the
 * server already answered, and nothing that moves once the scripts have run. On a desktop and on a phone (@mobile).
 */

async function samplePaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/catalogue/home?locale=fr');
  const home = (await response.json()) as { categories: { slug: string }[]; featured: { slug: string }[] };
  const product = home.featured[0]!.slug;
  const category = home.categories[0]!.slug;
  return ['fr', 'en', 'ar'].flatMap((locale) => [
    `/${locale}/`,
    `/${locale}/category/${category}/`,
    `/${locale}/product/${product}/`,
    `/${locale}/cart/`,
  ]);
}

test('every page hydrates without a warning, a repeated request or a shift @mobile', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = await samplePaths(page);
  for (const path of paths) {
    const problems: string[] = [];
    const requests: string[] = [];
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    const onError = (error: Error) => problems.push(error.message);
    const onRequest = (request: { url: () => string }) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    };
    page.on('console', onConsole);
    page.on('pageerror', onError);
    page.on('request', onRequest);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The hydrated page answers: React has attached its handlers to the server's HTML.
    await expect(page.locator('#root')).not.toBeEmpty();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    expect(problems, path).toEqual([]);
    expect(requests, path).toEqual([]);
    expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.01);
  }
});
