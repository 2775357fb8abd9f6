import type { BrowserContext } from '@playwright/test';

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
  // Builds the accessibility tree from the start, so Chrome reports ARIA misuse such as "Blocked aria-hidden on
  // an element because its descendant retained focus" (mui#46682) to the console, where the tests catch it.
  '--force-renderer-accessibility',
];

/**
 * tsx (esbuild's keepNames) wraps named functions in `__name()`; a function serialised into a page
 * with `page.evaluate` then needs `__name` to exist there. Call on every context the harnesses open.
 */
export async function allowSerialisedFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript('window.__name = window.__name || ((fn) => fn);');
}
