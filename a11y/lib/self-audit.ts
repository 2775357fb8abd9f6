import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { AXE_TAGS } from './config';

/** QA reads the report with the same tools as the shop: it gets the same axe rules. */
export async function auditReport(browser: Browser, file: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(file).href);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  } finally {
    await page.close();
  }
}
