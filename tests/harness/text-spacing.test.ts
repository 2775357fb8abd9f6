import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../../harness/browser';
import { installHelpers } from '../../a11y/lib/checks/helpers';
import { checkTextSpacing } from '../../a11y/lib/checks/text-spacing';

/** WCAG 1.4.12: text the raised spacing cuts off fails; text hidden on purpose never does, whenever it arrives. */
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 60_000);
afterAll(async () => browser?.close());

const HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

async function pageWith(html: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 600, height: 400 } });
  await allowSerialisedFunctions(context);
  const page = await context.newPage();
  await page.setContent(`<body style="margin:0;font:16px/20px sans-serif">${html}</body>`);
  await page.evaluate(installHelpers);
  return page;
}

describe('the text-spacing check', () => {
  it('fails on text that a fixed height cuts off once the lines are taller', async () => {
    const page = await pageWith('<p style="margin:0;height:18px;line-height:18px;overflow:hidden">A line of text</p>');
    const outcome = await checkTextSpacing(page);
    expect(outcome.failures.map((f) => f.summary)).toEqual([expect.stringContaining('"A line of text" is cut off')]);
    await page.context().close();
  });

  it('passes a status that is hidden on purpose and announced between its two measurements', async () => {
    // The status's text arrives in the frame after the raised spacing applies, as a 1 s announcement can.
    const page = await pageWith(`<div role="status" id="status" style="${HIDDEN}"></div><p>Total</p>`);
    await page.evaluate(() => {
      const start = document.adoptedStyleSheets.length;
      const wait = () => {
        if (document.adoptedStyleSheets.length === start) return requestAnimationFrame(wait);
        document.getElementById('status')!.textContent = 'Total for 2 items: 300.00 MAD';
      };
      requestAnimationFrame(wait);
    });
    const outcome = await checkTextSpacing(page);
    expect(await page.locator('#status').textContent()).toContain('300.00');
    expect(outcome.failures).toEqual([]);
    await page.context().close();
  });
});
