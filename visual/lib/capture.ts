import type { Page } from '@playwright/test';
import type { Clip } from './clip';

/** The screenshot options every capture shares: no animation, no caret. */
const STILL = { animations: 'disabled', caret: 'hide' } as const;

/** What the capture keeps of the page, in the document's coordinates: the clip, or the whole document. */
async function area(page: Page, clip: Clip | undefined) {
  return page.evaluate((given) => {
    // The document's size as Playwright's whole-page capture measures it.
    const [root, body] = [document.documentElement, document.body];
    const width = Math.max(
      root.scrollWidth,
      root.offsetWidth,
      root.clientWidth,
      body.scrollWidth,
      body.offsetWidth,
      body.clientWidth,
    );
    const height = Math.max(
      root.scrollHeight,
      root.offsetHeight,
      root.clientHeight,
      body.scrollHeight,
      body.offsetHeight,
      body.clientHeight,
    );
    const whole = { x: 0, y: 0, width, height };
    return { area: given ?? whole, scrollX: Math.floor(scrollX), scrollY: Math.floor(scrollY) };
  }, clip ?? null);
}

/**
 * A screenshot taken without resizing the page. A capture beyond the screen (Playwright's `fullPage`, Chrome's
 * `captureBeyondViewport`) makes the window as tall as the document while it draws: the page sees a resize, and what
 * measures itself (the top bar's toggle, a carousel's slides) is drawn mid-change, or not, by chance. So:
 * - what lies within the screen is taken from the screen as it is;
 * - what reaches beyond it is taken from a screen made that large first, once the page has settled at that size
 *   (`settle`); the screen's size is given back afterwards, for the checks that follow.
 * `clipAt` gives the part to keep (the whole document when undefined) on the page as it then is.
 */
export async function capture(
  page: Page,
  clipAt: () => Promise<Clip | undefined>,
  settle: () => Promise<unknown>,
  shoot: (take: () => Promise<Buffer>) => Promise<Buffer> = (take) => take(),
): Promise<{ png: Buffer; clip: Clip | undefined }> {
  const screen = page.viewportSize();
  let clip = await clipAt();
  let seen = await area(page, clip);
  const within = (at: typeof seen, width: number, height: number) =>
    at.area.x >= at.scrollX &&
    at.area.y >= at.scrollY &&
    at.area.x + at.area.width <= at.scrollX + width &&
    at.area.y + at.area.height <= at.scrollY + height;
  if (!screen || !within(seen, screen.width, screen.height)) {
    const width = Math.max(screen?.width ?? 0, Math.ceil(seen.area.x + seen.area.width));
    const height = Math.max(screen?.height ?? 0, Math.ceil(seen.area.y + seen.area.height));
    await page.setViewportSize({ width, height });
    try {
      await settle();
      clip = await clipAt();
      seen = await area(page, clip);
      const png = await shoot(() => page.screenshot({ ...STILL, clip: inScreen(seen, width, height) }));
      return { png, clip };
    } finally {
      if (screen) await page.setViewportSize(screen);
    }
  }
  const png = await shoot(() => page.screenshot({ ...STILL, clip: inScreen(seen, screen.width, screen.height) }));
  return { png, clip };
}

/** The part kept, in the screen's coordinates, cut to the screen. */
function inScreen(seen: Awaited<ReturnType<typeof area>>, width: number, height: number): Clip {
  const x = Math.max(0, seen.area.x - seen.scrollX);
  const y = Math.max(0, seen.area.y - seen.scrollY);
  return { x, y, width: Math.min(seen.area.width, width - x), height: Math.min(seen.area.height, height - y) };
}
