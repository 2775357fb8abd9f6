import type { BrowserContext, Page } from '@playwright/test';

/** The system Chromium and the flags this environment needs (no sandbox, no background network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Builds the accessibility tree of every page from the start, so Chrome reports ARIA misuse such as "Blocked
 * aria-hidden on an element because its descendant retained focus" (mui#46682) to the console, where the journeys
 * catch it. The harness turns it on per page instead (`watchAriaMisuse`): the flag also keeps the browser's own
 * tree of every page it opens, for every change, which cost the harness a tenth of its time.
 */
export const RENDERER_ACCESSIBILITY = '--force-renderer-accessibility';

/**
 * Turns on the accessibility tree of one page, through DevTools: Chrome then reports the same ARIA misuse to the
 * console as with `RENDERER_ACCESSIBILITY`. It stays on across the page's navigations and reloads.
 */
export async function watchAriaMisuse(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Accessibility.enable');
}

/**
 * tsx (esbuild's keepNames) wraps named functions in `__name()`; a function serialised into a page
 * with `page.evaluate` then needs `__name` to exist there. Call on every context the harnesses open.
 */
export async function allowSerialisedFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript('window.__name = window.__name || ((fn) => fn);');
}
