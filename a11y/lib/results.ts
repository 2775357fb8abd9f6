import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { ReportEntry, RunInfo } from '@harness/run';
import { ROOT } from '@harness/paths';
import { AXE_EXPERIMENTAL_RULES, AXE_TAGS, HARNESS_CHECKS, STORY_DISABLED_RULES } from './config';
import { printResults } from './console';
import { renderReport } from './report-html';
import { buildScorecards } from './scorecard';
import { auditReport, auditSample } from './self-audit';
import type { Report, UnitResult } from './types';

/** The report for QA: generated, never committed. */
export const REPORT_DIR = process.env.HARNESS_A11Y_OUTPUT ?? join(ROOT, 'a11y/report');

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'not a git checkout';
  }
}

/**
 * The accessibility report over every unit: audited this run, or from its record when its fingerprint was
 * unchanged (a recorded failure still fails). Prints what to triage and every failure; returns their number.
 */
export async function writeA11yReport(entries: ReportEntry[], info: RunInfo): Promise<number> {
  const units = entries
    .map((e) => (e.outcome?.result ?? e.record?.result) as UnitResult)
    .map((u) => ({ ...u, ms: u.ms ?? 0 }));
  const problems: string[] = [];
  if (!units.some((u) => u.kind === 'story') && !info.partial) problems.push('No stories were audited.');
  if (!units.some((u) => u.kind === 'route') && !info.partial) problems.push('No routes were audited.');
  const count = (pick: (u: UnitResult) => number) => units.reduce((n, u) => n + pick(u), 0);
  const report: Report = {
    generatedAt: new Date().toISOString(),
    commit: commit(),
    axeVersion: axe.version,
    tags: AXE_TAGS,
    problems,
    storyDisabledRules: STORY_DISABLED_RULES,
    experimentalRules: AXE_EXPERIMENTAL_RULES,
    checks: HARNESS_CHECKS.map((c) => ({ ...c })),
    totals: {
      units: units.length,
      stories: new Set(units.filter((u) => u.kind === 'story').map((u) => u.id)).size,
      routes: new Set(units.filter((u) => u.kind === 'route').map((u) => u.id)).size,
      violations: count((u) => u.violations.reduce((n, r) => n + r.count, 0)),
      incomplete: count((u) => u.incomplete.reduce((n, r) => n + r.count, 0)),
      errors: count((u) => (u.error ? 1 : 0)) + problems.length,
    },
    units: units.map(({ passed: _passed, ms: _ms, ...unit }) => unit),
    scorecards: buildScorecards(units),
    durationSeconds: Math.round((Date.now() - info.started) / 1000),
  };
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, 'results.json'), `${JSON.stringify(report, null, 1)}\n`);
  writeFileSync(join(REPORT_DIR, 'index.html'), renderReport(report));
  writeFileSync(join(REPORT_DIR, 'audited-sample.html'), renderReport(auditSample(report)));
  const reportProblems = await auditReport(info.browser, join(REPORT_DIR, 'audited-sample.html'));
  const audited = entries.filter((e) => e.outcome).length;
  console.log(`\naccessibility: ${audited} units audited this run, ${entries.length - audited} from their records`);
  const failed = printResults(units) + reportProblems.length + problems.length;
  reportProblems.forEach((p) => console.log(`✘ the report itself: ${p}`));
  problems.forEach((p) => console.log(`✘ ${p}`));
  console.log(`Report: ${join(REPORT_DIR, 'index.html')}`);
  return failed;
}
