import type { Page } from '@playwright/test';
import { pinImageCandidates } from './image-candidates';

/**
 * CSS that removes every source of flake that is not the product itself. Animations are removed rather than
 * shortened: an infinite one (a spinner) cut to 0 s stops at an arbitrary frame.
 */
const FREEZE_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
  /* Scaled pictures drawn from their nearest pixels: Chrome smooths a picture one way or another depending on when it
     was decoded (a first decode, during a transition), which no designer sees; nearest pixels come out the same every
     time and keep a picture's few colours, so its baselines compress up to twice as well. Size, crop, position and
     the rendition picked still show. */
  image-rendering: pixelated !important;
}
/* MUI's ripple is removed on a timer after a click: whether it shows would depend on the machine's speed. */
.MuiTouchRipple-root { display: none !important; }`;

/** Quiet time the DOM must have had (no node, attribute or text changed) before a page counts as settled. */
const QUIET_MS = 150;

/**
 * In-page (serialised): notes the time of the document's last change, from when it is installed. The harness's
 * pages install it before anything loads (`PAGE_SETUP`); `stabilise` installs it on any other page.
 */
export function watchMutations() {
  const w = window as unknown as { __lastMutation?: number };
  if (w.__lastMutation !== undefined) return;
  w.__lastMutation = performance.now();
  new MutationObserver(() => {
    w.__lastMutation = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Waits for a page to be visually settled: styles frozen, fonts loaded, lazy images loaded and decoded, nothing
 * `aria-busy` (unless the page is busy on purpose), the document's size unchanged over three animation frames, the
 * DOM unchanged for QUIET_MS (a tooltip's delay, a late answer of the mock API), each `srcset` image showing the
 * file a first visit would (`pinImageCandidates`), then two frames painted. It waits on these events, checked every
 * frame, never for a fixed time. Lazy images are switched to eager on every check, so images that mount late (after
 * data arrives) load too. Returns the images it re-pointed.
 */
export async function stabilise(
  page: Page,
  { timeout = settleTimeout('story'), allowBusy = false } = {},
): Promise<string[]> {
  // A constructed style sheet, not a <style> tag: the shop's CSP refuses inline styles without its nonce, and the
  // routes are looked at under that policy, so a style the shop itself inserts without the nonce would show.
  // A page kept from an earlier capture keeps its sheet and starts counting again.
  await page.evaluate(watchMutations);
  await page.evaluate((css) => {
    const w = window as unknown as { __frozen?: boolean; __stableSize?: string; __stableChecks?: number };
    if (!w.__frozen) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      w.__frozen = true;
    }
    w.__stableSize = undefined;
    w.__stableChecks = 0;
  }, FREEZE_CSS);
  // Requests the page started (data that fills a footer, a menu) have answered.
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page.waitForFunction(
    ([busyAllowed, quietMs]) => {
      for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
      const imagesDone = Array.from(document.images).every((img) => img.complete);
      const busy = !busyAllowed && document.querySelector('[aria-busy="true"]');
      // The document's size has stopped changing over three frames: a whole-page capture measures it first.
      const w = window as unknown as { __stableSize?: string; __stableChecks?: number; __lastMutation?: number };
      const size = `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}`;
      w.__stableChecks = w.__stableSize === size ? (w.__stableChecks ?? 0) + 1 : 0;
      w.__stableSize = size;
      const quiet = performance.now() - (w.__lastMutation ?? 0) >= quietMs;
      return document.fonts.status === 'loaded' && imagesDone && !busy && w.__stableChecks >= 3 && quiet;
    },
    [allowBusy, QUIET_MS] as const,
    { timeout, polling: 'raf' },
  );
  // Images decode asynchronously (decoding="async"): a loaded image may not be painted yet.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  });
  const pinned = await page.evaluate(pinImageCandidates);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return pinned;
}

/**
 * How long a page may take to settle: a story 15 s, a route of the live shop 45 s (it loads every product image).
 * `HARNESS_SETTLE_MS` sets both, for the harness's own tests, whose probes wait for it on purpose.
 */
export function settleTimeout(kind: 'story' | 'route'): number {
  const set = Number(process.env.HARNESS_SETTLE_MS);
  return set > 0 ? set : kind === 'story' ? 15_000 : 45_000;
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export const LOCALES = ['en', 'fr', 'ar'] as const;
