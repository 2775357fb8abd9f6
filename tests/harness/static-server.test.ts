import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../harness/browser';
import { serveStatic } from '../../harness/static-server';

const ASSET = 'assets/story-Ab3_x-Z9.js';
let browser: Browser;
let site: Awaited<ReturnType<typeof serveStatic>>;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'media'));
  writeFileSync(join(root, ASSET), 'window.ran = (window.ran || 0) + 1;');
  writeFileSync(join(root, 'assets', 'plain.js'), '');
  writeFileSync(join(root, 'media', 'picture-Ab3_x-Z9.webp'), '');
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>t</title><script src="/${ASSET}"></script>`);
  site = await serveStatic(root);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const cacheControl = async (path: string) => (await fetch(`${site.url}/${path}`)).headers.get('cache-control');

describe('the harness’s file server', () => {
  it('lets the browser keep only built files named by their content', async () => {
    expect(await cacheControl(ASSET)).toMatch(/immutable/);
    expect(await cacheControl('assets/plain.js')).toBeNull();
    expect(await cacheControl('media/picture-Ab3_x-Z9.webp')).toBeNull();
    expect(await cacheControl('index.html')).toBeNull();
  });

  it('a file taken from the cache on a reload still runs and is still among the files the page loaded', async () => {
    const context = await browser.newContext();
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
