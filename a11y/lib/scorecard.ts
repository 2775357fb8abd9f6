import axe from 'axe-core';
import { AXE_TAGS, CRITERIA, HARNESS_CHECKS, criteriaOfTags } from './config';
import type { Scorecard, ScorecardRow, Status, UnitResult } from './types';

const BEST_PRACTICE = 'best-practice';

/** Which criteria each rule or check speaks to; rules with none count under 'best practice'. */
function ruleCriteria(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const rule of axe.getRules(AXE_TAGS)) map.set(rule.ruleId, criteriaOfTags(rule.tags));
  for (const check of HARNESS_CHECKS) map.set(check.id, [check.criterion]);
  return map;
}

const RANK: Record<Status, number> = { fail: 3, 'needs-review': 2, pass: 1, 'not-applicable': 0 };

/** Worst status first, so a group's status is the worst of its rows. */
export function worst(statuses: Status[]): Status {
  return statuses.reduce<Status>((a, b) => (RANK[b] > RANK[a] ? b : a), 'not-applicable');
}

/**
 * A WCAG 2.2 A/AA scorecard per component (story title) and page (route): a criterion fails when any
 * of its rules or checks failed in any locale or viewport, needs review when one was left incomplete,
 * passes when at least one ran on applicable elements, and is not applicable otherwise. 'pass' means
 * the automated checks passed, not that a human confirmed the criterion.
 */
export function buildScorecards(units: UnitResult[]): Scorecard[] {
  const criteriaOf = ruleCriteria();
  const keyOf = (c: string[]) => (c.length ? c : [BEST_PRACTICE]);
  const groups = new Map<string, UnitResult[]>();
  for (const unit of units) {
    const key = `${unit.kind}\u0000${unit.group}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const cards: Scorecard[] = [];
  for (const members of groups.values()) {
    const first = members[0];
    if (!first) continue;
    const status = new Map<string, Status>();
    const evidence = new Map<string, Map<string, number>>();
    const mark = (criterion: string, value: Status, rule?: string, count = 0) => {
      status.set(criterion, worst([status.get(criterion) ?? 'not-applicable', value]));
      if (!rule) return;
      const byRule = evidence.get(criterion) ?? new Map<string, number>();
      byRule.set(`${rule} (${value})`, (byRule.get(`${rule} (${value})`) ?? 0) + count);
      evidence.set(criterion, byRule);
    };
    for (const unit of members) {
      for (const rule of unit.passed) keyOf(criteriaOf.get(rule) ?? []).forEach((c) => mark(c, 'pass'));
      for (const r of unit.incomplete) keyOf(r.criteria).forEach((c) => mark(c, 'needs-review', r.rule, r.count));
      for (const r of unit.violations) keyOf(r.criteria).forEach((c) => mark(c, 'fail', r.rule, r.count));
    }
    const rows: ScorecardRow[] = [...Object.keys(CRITERIA), BEST_PRACTICE].map((criterion) => ({
      criterion,
      title: CRITERIA[criterion]?.title ?? 'Best practices (no success criterion)',
      level: CRITERIA[criterion]?.level ?? 'best-practice',
      status: status.get(criterion) ?? 'not-applicable',
      evidence: [...(evidence.get(criterion) ?? new Map<string, number>())].map(([rule, n]) => `${rule} ×${n}`),
    }));
    const errors = members.filter((u) => u.error);
    cards.push({
      kind: first.kind,
      group: first.group,
      status: errors.length ? 'fail' : worst(rows.map((row) => row.status)),
      rows,
    });
  }
  return cards.sort((a, b) => a.kind.localeCompare(b.kind) || a.group.localeCompare(b.group));
}
