import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARIA_HIDDEN_FOCUS } from '../../a11y/lib/check';
import { chromiumArgs, chromiumPath, watchAriaMisuse } from '../../harness/browser';
import { serveStatic } from '../../harness/static-server';

/** A page whose button keeps focus while its container is hidden from assistive technology, as a closing overlay can. */
const PAGE = `<!doctype html><html lang="en"><title>t</title>
<div id="overlay"><button id="inside">Close</button></div>
<script>
  document.getElementById('inside').focus();
  setTimeout(() => document.getElementById('overlay').setAttribute('aria-hidden', 'true'), 50);
</script></html>`;

let browser: Browser;
let site: Awaited<ReturnType<typeof serveStatic>>;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'aria-misuse-'));
  writeFileSync(join(root, 'index.html'), PAGE);
  site = await serveStatic(root);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

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
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings = await warningsOfLoad(page, () => page.goto(site.url));
    expect(warnings.filter((w) => ARIA_HIDDEN_FOCUS.test(w))).toEqual([]);
    await context.close();
  });

  it('is reported on a harness page, and still after a navigation and a reload', async () => {
    const context = await browser.newContext();
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
