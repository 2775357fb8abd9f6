import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../../harness/browser';
import { lockedClip, storyClip } from '../../visual/lib/clip';

/** What part of a page a snapshot keeps: the screen under a dialog that locks scrolling, the whole page otherwise. */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => browser?.close());

const VIEWPORT = { width: 400, height: 600 };
/** A page three screens tall, with a story root holding one 100 × 50 box, and a body styled by `bodyStyle`. */
async function tallPage(bodyStyle: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await allowSerialisedFunctions(context);
  const page = await context.newPage();
  await page.setContent(
    `<body style="margin:0;${bodyStyle}"><div id="storybook-root"><div style="width:100px;height:50px;margin:200px 0 0 100px;background:#123"></div></div><div style="height:1800px"></div></body>`,
  );
  return page;
}

describe('the part of the page a snapshot keeps', () => {
  it('the screen when a modal has locked the page (the overflow MUI sets on the body), wherever it is scrolled', async () => {
    const page = await tallPage('');
    await page.evaluate(() => scrollTo(0, 300));
    await page.evaluate(() => (document.body.style.overflow = 'hidden'));
    expect(await lockedClip(page)).toEqual({ x: 0, y: 300, ...VIEWPORT });
    const shot = await page.screenshot({ fullPage: true, clip: (await lockedClip(page))! });
    expect(shot.readUInt32BE(16)).toBe(VIEWPORT.width);
    expect(shot.readUInt32BE(20)).toBe(VIEWPORT.height);
    await page.context().close();
  });

  it('nothing while the page scrolls: the whole page is kept (or the story box)', async () => {
    const page = await tallPage('');
    await page.evaluate(() => scrollTo(0, 300));
    expect(await lockedClip(page)).toBeUndefined();
    // The story's box, with its margin, once nothing else on the page draws.
    await page.evaluate(() => document.body.lastElementChild!.remove());
    expect(await storyClip(page)).toEqual({ x: 76, y: 176, width: 148, height: 98 });
    await page.context().close();
  });

  it('a locked root element counts as a lock too', async () => {
    const page = await tallPage('');
    await page.evaluate(() => (document.documentElement.style.overflow = 'hidden'));
    expect(await lockedClip(page)).toEqual({ x: 0, y: 0, ...VIEWPORT });
    await page.context().close();
  });
});
