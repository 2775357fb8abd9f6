import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../../harness/browser';
import { stabilise } from '../../harness/stabilise';
import { serveStatic } from '../../harness/static-server';
import { FIXTURE_MEDIA, fixturePicture } from './media';

let browser: Browser;
let media: Awaited<ReturnType<typeof serveStatic>>;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  media = await serveStatic(FIXTURE_MEDIA);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await media?.close();
});

const SMALL = fixturePicture('diamond-pattern-satchel-from-fes-sand-300-');
const LARGE = fixturePicture('diamond-pattern-satchel-from-fes-sand-450-');

/** A 120 px picture whose srcset offers both files; with `seenLarger`, the page showed the larger file first. */
async function settledThumbnail(seenLarger: boolean): Promise<{ shot: Buffer; natural: number; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 400, height: 600 }, deviceScaleFactor: 1 });
  await allowSerialisedFunctions(context);
  const page = await context.newPage();
  const srcset = `${media.url}/${SMALL} 300w, ${media.url}/${LARGE} 450w`;
  await page.setContent(
    `<body style="margin:0;background:#fff">${seenLarger ? `<img id="large" src="${media.url}/${LARGE}" width="358" height="358">` : ''}</body>`,
  );
  if (seenLarger) await page.locator('#large').evaluate((img: HTMLImageElement) => img.decode());
  // Mounted later, as a card below the gallery: Chrome may show the larger file it already holds.
  await page.evaluate((set) => {
    const img = document.createElement('img');
    Object.assign(img, { id: 'thumb', srcset: set, sizes: '120px', width: 120, height: 120 });
    img.style.cssText = 'display:block;width:120px;height:120px;object-fit:cover';
    document.body.prepend(img);
  }, srcset);
  await stabilise(page, { timeout: 15_000 });
  const thumb = page.locator('#thumb');
  return {
    shot: await thumb.screenshot(),
    natural: await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth),
    page,
  };
}

describe('a srcset picture on a settled page', () => {
  it('is drawn as on a first visit, whatever larger file the page showed before', async () => {
    const first = await settledThumbnail(false);
    const after = await settledThumbnail(true);
    expect(await after.page.locator('#thumb').evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(SMALL);
    expect(after.natural).toBe(first.natural);
    expect(after.shot.equals(first.shot)).toBe(true);
    await Promise.all([first.page.context().close(), after.page.context().close()]);
  }, 60_000);

  it('keeps the file a first visit would choose through the whole-page screenshot, which makes Chrome choose again', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 600 }, deviceScaleFactor: 1 });
    await allowSerialisedFunctions(context);
    const page = await context.newPage();
    // The card chooses first; the larger file arrives later (a gallery whose file came last), so when the page
    // settles the card still shows the file a first visit would, and the larger one sits in the memory cache.
    await page.setContent(
      `<body style="margin:0;background:#fff;min-height:1500px"><img id="thumb" srcset="${media.url}/${SMALL} 300w, ${media.url}/${LARGE} 450w" sizes="120px" width="120" height="120"></body>`,
    );
    const thumb = page.locator('#thumb');
    await thumb.evaluate((img: HTMLImageElement) => img.decode());
    await page.evaluate(async (src) => {
      const img = Object.assign(document.createElement('img'), { src, width: 358, height: 358 });
      document.body.append(img);
      await img.decode();
    }, `${media.url}/${LARGE}`);
    await stabilise(page, { timeout: 15_000 });
    expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(SMALL);
    await page.screenshot({ fullPage: true });
    expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(SMALL);
    await context.close();
  }, 60_000);
});
