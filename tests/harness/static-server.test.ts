import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFiles, type ServedFiles } from './served-files';

const ASSET = 'assets/story-Ab3_x-Z9.js';
let site: ServedFiles;
beforeAll(async () => {
  site = await serveFiles({
    [ASSET]: 'window.ran = (window.ran || 0) + 1;',
    'assets/plain.js': '',
    'media/picture-Ab3_x-Z9.webp': '',
    'index.html': `<!doctype html><title>t</title><script src="/${ASSET}"></script>`,
  });
}, 60_000);
afterAll(() => site?.close());

const cacheControl = async (path: string) => (await fetch(`${site.url}/${path}`)).headers.get('cache-control');

describe('the harness’s file server', () => {
  it('lets the browser keep only built files named by their content', async () => {
    expect(await cacheControl(ASSET)).toMatch(/immutable/);
    expect(await cacheControl('assets/plain.js')).toBeNull();
    expect(await cacheControl('media/picture-Ab3_x-Z9.webp')).toBeNull();
    expect(await cacheControl('index.html')).toBeNull();
  });

  it('a file taken from the cache on a reload still runs and is still among the files the page loaded', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const entry = () =>
      page.evaluate(
        (name) =>
          performance
            .getEntriesByType('resource')
            .map((e) => e as PerformanceResourceTiming)
            .filter((e) => e.name.endsWith(name))
            .map((e) => ({ transferred: e.transferSize })),
        ASSET,
      );
    await page.goto(site.url);
    expect(await entry()).toEqual([{ transferred: expect.any(Number) }]);
    expect((await entry())[0]!.transferred).toBeGreaterThan(0);
    await page.reload();
    expect(await page.evaluate(() => (window as { ran?: number }).ran)).toBe(1);
    // Transferred nothing: it came from the cache, and the list of loaded files still names it.
    expect(await entry()).toEqual([{ transferred: 0 }]);
    await context.close();
  });
});
