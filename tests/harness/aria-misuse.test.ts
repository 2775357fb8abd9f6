import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARIA_HIDDEN_FOCUS } from '../../a11y/lib/check';
import { watchAriaMisuse } from '../../harness/browser';
import { serveFiles, type ServedFiles } from './served-files';

/** A page whose button keeps focus while its container is hidden from assistive technology, as a closing overlay can. */
const PAGE = `<!doctype html><html lang="en"><title>t</title>
<div id="overlay"><button id="inside">Close</button></div>
<script>
  document.getElementById('inside').focus();
  setTimeout(() => document.getElementById('overlay').setAttribute('aria-hidden', 'true'), 50);
</script></html>`;

let site: ServedFiles;
beforeAll(async () => {
  site = await serveFiles({ 'index.html': PAGE });
}, 60_000);
afterAll(() => site?.close());

/** The console warnings of one load of the page, collected until the page has hidden its container and a bit more. */
async function warningsOfLoad(page: Page, load: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const listener = (m: { type(): string; text(): string }) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  };
  page.on('console', listener);
  await load();
  await page.waitForFunction(() => document.getElementById('overlay')?.getAttribute('aria-hidden') === 'true');
  await page.waitForTimeout(300);
  page.off('console', listener);
  return warnings;
}

describe('ARIA misuse reported by the browser, without the renderer accessibility flag', () => {
  it('is not reported on a page that did not ask for it (so the check below can fail)', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const warnings = await warningsOfLoad(page, () => page.goto(site.url));
    expect(warnings.filter((w) => ARIA_HIDDEN_FOCUS.test(w))).toEqual([]);
    await context.close();
  });

  it('is reported on a harness page, and still after a navigation and a reload', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await watchAriaMisuse(context, page);
    for (const load of [() => page.goto(site.url), () => page.goto(`${site.url}/?again`), () => page.reload()]) {
      const warnings = await warningsOfLoad(page, load);
      expect(
        warnings.some((w) => ARIA_HIDDEN_FOCUS.test(w)),
        warnings.join('\n'),
      ).toBe(true);
    }
    await context.close();
  });
});
