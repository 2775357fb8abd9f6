import type { Finding, RuleResult } from '../types';

/** What a harness check found on one page: failures, results to triage, and how many elements it examined. */
export interface CheckOutcome {
  rule: string;
  criteria: string[];
  help: string;
  examined: number;
  failures: Finding[];
  review: Finding[];
}

export function toRuleResult(outcome: CheckOutcome, findings: Finding[], helpSuffix = ''): RuleResult {
  return {
    rule: outcome.rule,
    source: 'harness',
    help: outcome.help + helpSuffix,
    criteria: outcome.criteria,
    count: findings.length,
    // Like axe's, shortened for the report; the count stays exact.
    findings: findings.slice(0, 8),
  };
}
