import type { Page } from '@playwright/test';

/**
 * CSS that removes every source of flake that is not the product itself. Animations are removed rather than
 * shortened: an infinite one (a spinner) cut to 0 s stops at an arbitrary frame.
 */
const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
/* MUI's ripple is removed on a timer after a click: whether it shows would depend on the machine's speed. */
.MuiTouchRipple-root { display: none !important; }`;

/**
 * Waits for a page to be visually settled: styles frozen, fonts loaded, lazy images loaded,
 * nothing `aria-busy` (unless the page is busy on purpose), and two animation frames painted.
 * No fixed sleeps. Lazy images are switched to eager on every check, so images that mount late
 * (after data arrives) load too.
 */
export async function stabilise(page: Page, { timeout = 15_000, allowBusy = false } = {}): Promise<void> {
  // A constructed style sheet, not a <style> tag: the shop's CSP refuses inline styles without its nonce, and the
  // routes are looked at under that policy, so a style the shop itself inserts without the nonce would show.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, FREEZE_CSS);
  // A page kept from an earlier capture starts counting again.
  await page.evaluate(() => {
    const w = window as unknown as { __stableSize?: string; __stableChecks?: number };
    w.__stableSize = undefined;
    w.__stableChecks = 0;
  });
  // Requests the page started (data that fills a footer, a menu) have answered.
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page.waitForFunction(
    (busyAllowed) => {
      for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
      const imagesDone = Array.from(document.images).every((img) => img.complete);
      const busy = !busyAllowed && document.querySelector('[aria-busy="true"]');
      // The document's size has stopped changing over three checks: a whole-page capture measures it first.
      const w = window as unknown as { __stableSize?: string; __stableChecks?: number };
      const size = `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
      w.__stableChecks = w.__stableSize === size ? (w.__stableChecks ?? 0) + 1 : 0;
      w.__stableSize = size;
      return document.fonts.status === 'loaded' && imagesDone && !busy && w.__stableChecks >= 3;
    },
    allowBusy,
    { timeout, polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready);
  // Images decode asynchronously (decoding="async"): a loaded image may not be painted yet.
  await page.evaluate(() => Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const LOCALES = ['en', 'fr', 'ar'] as const;
