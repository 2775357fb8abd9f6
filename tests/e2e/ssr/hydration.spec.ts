import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@app/ssr/hydration-mark';
import { CONTENT_PAGES } from '../../../server/db/seed/content-plans';
import { HOME_PAGE_SLUG } from '@domain/content/validate';
import { answerCookieNotice, message, waitForHydration } from '@harness/routes';

/**
 * A server-rendered page hydrates as it was sent: no hydration warning or other console error, no API request the
 * server already answered, and nothing that moves once the scripts have run. On a desktop and on a phone (@mobile).
 */

async function samplePaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/catalogue/home?locale=fr');
  const home = (await response.json()) as { categories: { slug: string }[]; featured: { slug: string }[] };
  const product = home.featured[0]!.slug;
  const category = home.categories[0]!.slug;
  return ['fr', 'en', 'ar']
    .flatMap((locale) => [
      `/${locale}/`,
      `/${locale}/category/${category}/`,
      `/${locale}/product/${product}/`,
      `/${locale}/cart/`,
      `/${locale}/wishlist/`,
    ])
    .concat(
      // Every content page, in a left-to-right and the right-to-left locale: media load late, nothing may move.
      // (the home page's blocks are on the home page, above).
      ['fr', 'ar'].flatMap((locale) =>
        CONTENT_PAGES.filter((p) => p.slug !== HOME_PAGE_SLUG).map((p) => `/${locale}/${p.slug}/`),
      ),
    );
}

test('every page hydrates without a warning, a repeated request or a shift @mobile', async ({ page }) => {
  test.setTimeout(300_000);
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
    // The client has taken the server's HTML over: its effects have run.
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
    // Shifts after the scripts ran count; those in the 250 ms after a web font arrives are the font swapping in
    // (a known shell-wide issue until the fallback fonts match Inter's metrics), told apart and not counted here.
    const { shift, fontSwap } = await page.evaluate(
      () =>
        new Promise<{ shift: number; fontSwap: number }>((resolve) => {
          const entries: Array<{ at: number; value: number }> = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) entries.push({ at: entry.startTime, value: entry.value });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            const fonts = performance
              .getEntriesByType('resource')
              .filter((e) => /\.woff2(\?|$)/.test(e.name))
              .map((e) => (e as PerformanceResourceTiming).responseEnd);
            const swapping = (at: number) => fonts.some((end) => at >= end && at - end <= 250);
            const sum = (list: typeof entries) => list.reduce((total, e) => total + e.value, 0);
            resolve({
              shift: sum(entries.filter((e) => !swapping(e.at))),
              fontSwap: sum(entries.filter((e) => swapping(e.at))),
            });
          }, 500);
        }),
    );
    if (fontSwap > 0.01) test.info().annotations.push({ type: 'font swap', description: `${path}: ${fontSwap}` });
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
    expect(problems, path).toEqual([]);
    expect(requests, path).toEqual([]);
    expect(shift, `layout shift on ${path}`).toBeLessThanOrEqual(0.01);
    expect(await brokenReferences(page), `references to missing ids on ${path}`).toEqual([]);
  }
});

/**
 * Ids the page refers to that no element has. The server's ids stay in the DOM after hydration while the client's
 * refer to its own (useId follows the shape of the tree): a tree that differs leaves labels and controls pointing
 * nowhere, with no warning from React in production.
 */
function brokenReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const attr of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for'])
      for (const element of Array.from(document.querySelectorAll(`[${attr}]`)))
        for (const id of (element.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean))
          if (!document.getElementById(id)) broken.push(`${element.tagName.toLowerCase()}[${attr}="${id}"]`);
    return broken;
  });
}

test('the hydration mark waits for the page itself, not only the root around it', async ({ page, context }) => {
  // A visitor who declined cookies earlier: the server cannot know, so its HTML shows the notice until the client
  // reads the answer. On a slow phone the page hydrates well after the root: the mark must not come first.
  await answerCookieNotice(page);
  await page.goto('/en/cart/');
  const label = await message(page, 'notice.cookie.label');
  // What the page held at the moment the mark was set, read in the page (an assertion afterwards would wait).
  await page.addInitScript((name) => {
    // Before the document has its <html>: watched from the document down.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      const w = window as unknown as { __noticeAtMark?: boolean };
      w.__noticeAtMark = document.querySelector(`[aria-label="${name}"]`) !== null;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  }, label);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  for (const path of ['/en/category/ceramics/?filter_colour=majorelle-blue&orderby=price', '/en/']) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __noticeAtMark?: boolean }).__noticeAtMark), path).toBe(
      false,
    );
  }
});
