import type { UnitResult } from './types';

const where = (u: UnitResult) => `${u.kind} ${u.id} [${u.locale}, ${u.viewport}]`;

/**
 * Prints every result left to triage, then every failure (rule id, story or route, locale, target), then a summary:
 * failures come last so that the tail of a long log (all a CI page may keep) names them. Returns the number of
 * failures: violations' elements and pages that did not load.
 */
export function printResults(units: UnitResult[]): number {
  let failures = 0;
  let review = 0;
  const incomplete: string[] = [];
  const failed: string[] = [];
  for (const unit of units) {
    if (unit.error) {
      failures += 1;
      failed.push(`✘ error | ${where(unit)} | ${unit.error}`);
    }
    for (const rule of unit.violations) {
      failures += rule.count;
      for (const f of rule.findings) failed.push(`✘ ${rule.rule} | ${where(unit)} | ${f.target} | ${f.summary}`);
      if (rule.count > rule.findings.length)
        failed.push(`  … and ${rule.count - rule.findings.length} more for ${rule.rule}`);
    }
    for (const rule of unit.incomplete) {
      review += rule.count;
      const first = rule.findings[0];
      incomplete.push(
        `? ${rule.rule} | ${where(unit)} | ${rule.count} element(s), e.g. ${first?.target ?? '?'}: ${first?.summary.slice(0, 120) ?? ''}`,
      );
    }
  }
  if (incomplete.length) {
    console.log(`\nNeeds review (axe 'incomplete' and harness results to triage; not failures):`);
    incomplete.forEach((line) => console.log(line));
  }
  if (failed.length) {
    console.log(`\nFailures:`);
    failed.forEach((line) => console.log(line));
  }
  const stories = units.filter((u) => u.kind === 'story');
  const routes = units.filter((u) => u.kind === 'route');
  console.log(
    `\n${new Set(stories.map((u) => u.id)).size} stories in ${stories.length} story × locale × viewport runs, ` +
      `${new Set(routes.map((u) => u.id)).size} routes in ${routes.length} runs: ${failures} failure(s), ${review} element(s) to review.`,
  );
  return failures;
}
