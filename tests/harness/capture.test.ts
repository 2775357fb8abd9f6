import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../../harness/browser';
import { stabilise } from '../../harness/stabilise';
import { capture } from '../../visual/lib/capture';
import { lockedClip } from '../../visual/lib/clip';

/**
 * A snapshot is taken without the page seeing a resize while it is drawn: a part that measures itself (the top bar's
 * toggle, a carousel) is never caught mid-change.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => browser?.close());

const VIEWPORT = { width: 400, height: 600 };

/**
 * A page three screens tall with a green box at the top that turns red for 100 ms after each resize (as a part that
 * measures itself redraws), counting the resizes it saw.
 */
async function measuringPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await allowSerialisedFunctions(context);
  const page = await context.newPage();
  await page.setContent(
    `<body style="margin:0"><div id="box" style="width:100px;height:50px;background:rgb(0,128,0)"></div>
     <div style="height:1800px"></div>
     <script>
       window.resizes = 0;
       let timer;
       addEventListener('resize', () => {
         window.resizes += 1;
         box.style.background = 'rgb(255,0,0)';
         clearTimeout(timer);
         timer = setTimeout(() => (box.style.background = 'rgb(0,128,0)'), 100);
       });
     </script></body>`,
  );
  return page;
}

/** The colour of the box's middle in a capture. */
async function boxColour(png: Buffer): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (25 * info.width + 50) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

const settle = (page: Page) => () => stabilise(page, { timeout: 10_000 });

describe('taking a snapshot', () => {
  it('under a locked page, takes the screen as it is: the page sees no resize', async () => {
    const page = await measuringPage();
    await page.evaluate(() => (document.body.style.overflow = 'hidden'));
    const { png, clip } = await capture(page, () => lockedClip(page), settle(page));
    expect(clip).toEqual({ x: 0, y: 0, ...VIEWPORT });
    expect(await page.evaluate(() => (window as unknown as { resizes: number }).resizes)).toBe(0);
    expect(await boxColour(png)).toEqual([0, 128, 0]);
    const { width, height } = await sharp(png).metadata();
    expect({ width, height }).toEqual(VIEWPORT);
    await page.context().close();
  });

  it('beyond the screen, takes the whole page once it has settled at that size, then gives the screen back', async () => {
    const page = await measuringPage();
    const { png } = await capture(page, async () => undefined, settle(page));
    // Drawn after the box's redraw, not during it.
    expect(await boxColour(png)).toEqual([0, 128, 0]);
    const { width, height } = await sharp(png).metadata();
    expect({ width, height }).toEqual({ width: VIEWPORT.width, height: 1850 });
    expect(page.viewportSize()).toEqual(VIEWPORT);
    expect(await page.evaluate(() => innerHeight)).toBe(VIEWPORT.height);
    await page.context().close();
  });

  it('a page that never settles at the larger size is an error, not a capture', async () => {
    const page = await measuringPage();
    const never = () => Promise.reject(new Error('never settled'));
    await expect(capture(page, async () => undefined, never)).rejects.toThrow('never settled');
    expect(page.viewportSize()).toEqual(VIEWPORT);
    await page.context().close();
  });
});
