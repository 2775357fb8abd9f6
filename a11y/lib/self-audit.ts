import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { AXE_RULE_OPTIONS, AXE_TAGS } from './config';
import type { Report } from './types';

/** Rows of each kind and outcome the audited sample keeps: every row of one kind is drawn by the same template. */
const SAMPLE_ROWS = 4;

/**
 * The report with a few rows of each kind and outcome (a unit failing, to review, in error, clean; a scorecard of
 * each status): its markup is the whole report's, at a size axe audits in seconds rather than minutes.
 */
export function auditSample(report: Report): Report {
  const few = <T>(rows: T[], key: (row: T) => string) => {
    const taken = new Map<string, number>();
    return rows.filter((row) => {
      const k = key(row);
      const n = taken.get(k) ?? 0;
      taken.set(k, n + 1);
      return n < SAMPLE_ROWS;
    });
  };
  const outcome = (u: Report['units'][number]) =>
    u.error ? 'error' : u.violations.length ? 'fail' : u.incomplete.length ? 'review' : 'pass';
  return {
    ...report,
    units: few(report.units, (u) => `${u.kind} ${outcome(u)}`),
    scorecards: few(report.scorecards, (c) => `${c.kind} ${c.status}`),
  };
}

/** QA reads the report with the same tools as the shop: it gets the same axe rules. */
export async function auditReport(browser: Browser, file: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(file).href);
    const results = await new AxeBuilder({ page })
      .options({ rules: AXE_RULE_OPTIONS })
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .analyze();
    return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  } finally {
    await page.close();
  }
}
