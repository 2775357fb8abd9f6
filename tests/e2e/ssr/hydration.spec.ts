import { expect, test, type Page, type Route } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '@app/ssr/hydration-mark';
import { CONTENT_PAGES } from '../../../server/db/seed/content-plans';
import { HOME_PAGE_SLUG } from '@domain/content/validate';
import { answerCookieNotice, message, waitForHydration } from '@harness/routes';

/**
 * A server-rendered page hydrates as it was sent: no hydration warning or other console error, no API request the
 * server already answered, and nothing that moves once the scripts have run. On a desktop and on a phone (@mobile).
 * A page drawn for every visitor holds no session: the one request it makes is the session's, after hydration.
 */

const LOCALES = ['fr', 'en', 'ar'] as const;

/** The pages looked at in `locale`: each kind of page, and every content page in French and Arabic. */
async function samplePaths(page: Page, locale: (typeof LOCALES)[number]): Promise<string[]> {
  const response = await page.request.get('/api/catalogue/home?locale=fr');
  const home = (await response.json()) as { categories: { slug: string }[]; featured: { slug: string }[] };
  const product = home.featured[0]!.slug;
  const category = home.categories[0]!.slug;
  const kinds = [
    `/${locale}/`,
    `/${locale}/category/${category}/`,
    `/${locale}/product/${product}/`,
    `/${locale}/cart/`,
    `/${locale}/wishlist/`,
  ];
  // Every content page, in a left-to-right and the right-to-left locale: media load late, nothing may move
  // (the home page's blocks are on the home page, above).
  const content = CONTENT_PAGES.filter((p) => p.slug !== HOME_PAGE_SLUG).map((p) => `/${locale}/${p.slug}/`);
  return locale === 'en' ? kinds : kinds.concat(content);
}

// The looks of one language are a test of their own, and the file's tests share both workers: in one test, the
// pages of three languages on a desktop and a phone ran two minutes each, alone at the end of the journeys.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`every page in ${locale} hydrates without a warning, a repeated request or a shift @mobile`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const paths = await samplePaths(page, locale);
    await watchShifts(page);
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
      const { shift, fontSwap, moved } = await loadMeasuringShifts(page, path);
      if (fontSwap > 0.01) test.info().annotations.push({ type: 'font swap', description: `${path}: ${fontSwap}` });
      page.off('console', onConsole);
      page.off('pageerror', onError);
      page.off('request', onRequest);
      expect(problems, path).toEqual([]);
      const session = requests.filter((url) => new URL(url).pathname === '/api/session');
      expect(session.length, `session requests on ${path}`).toBeLessThanOrEqual(1);
      expect(
        requests.filter((url) => !session.includes(url)),
        path,
      ).toEqual([]);
      expect(shift, `layout shift on ${path}: ${moved.join('; ')}`).toBeLessThanOrEqual(0.01);
      expect(await brokenReferences(page), `references to missing ids on ${path}`).toEqual([]);
    }
  });
}

/** Records every layout shift of each document the page loads, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ at: number; value: number; moved: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node }>;
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) =>
          node instanceof Element
            ? `<${node.tagName.toLowerCase()}> ${(node.textContent ?? '').trim().slice(0, 40)}`
            : String(node?.nodeName),
        );
        w.__shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Loads a page with its scripts held until the web fonts are drawn, then lets them run and sums the layout shifts
 * from that moment (`shift`, with what moved) and before it (`fontSwap`: the first paint in the fallback faces and
 * the swap). Told apart by order rather than by a time window after the fonts' responses: on a loaded machine the
 * swap is drawn well after the bytes arrive, and was counted as the scripts' doing.
 */
async function loadMeasuringShifts(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route('**/assets/**/*.js', hold);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // Laid out, every face it needs loaded, and two frames drawn with them.
  const scriptsFrom = await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now();
  });
  release();
  await page.waitForLoadState('networkidle');
  await page.unroute('**/assets/**/*.js', hold);
  // The client has taken the server's HTML over: its effects have run.
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toBeAttached();
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: Array<{ at: number; value: number; moved: string[] }> }).__shifts,
  );
  const after = shifts.filter((s) => s.at >= scriptsFrom);
  const sum = (list: typeof shifts) => list.reduce((total, s) => total + s.value, 0);
  return {
    shift: sum(after),
    fontSwap: sum(shifts.filter((s) => s.at < scriptsFrom)),
    moved: after.map((s) => `${s.value.toFixed(4)}: ${s.moved.join(', ')}`),
  };
}

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

/** Whether React has taken over `selector`'s element (a hydrated element carries React's own keys). */
const hydratedElement = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

test('a phone hydrates what lies below the first screen once it comes into view, or once it is pressed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await answerCookieNotice(page);
  const response = await page.request.get('/api/catalogue/home?locale=fr');
  const product = ((await response.json()) as { featured: { slug: string }[] }).featured[0]!.slug;
  await page.goto(`/fr/product/${product}/`);
  await waitForHydration(page);
  // The first screen is the shop's: the header's buttons work.
  expect(await hydratedElement(page, 'header button')).toBe(true);
  // The footer is still the server's HTML, its links plain links.
  expect(await hydratedElement(page, 'footer a')).toBe(false);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => hydratedElement(page, 'footer a')).toBe(true);

  // Pressed before it is seen: the press hydrates it, and React delivers the press (a link followed in the page,
  // without loading a new document).
  await page.goto(`/fr/product/${product}/`);
  await waitForHydration(page);
  expect(await hydratedElement(page, 'footer a')).toBe(false);
  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  const link = page.locator('footer a[href^="/fr/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
