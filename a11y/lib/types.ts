/** The shapes the harness passes around and writes to `a11y/report/results.json`. */

export type Kind = 'story' | 'route';

/** One element an axe rule or a harness check points at. */
export interface Finding {
  /** CSS selector of the element (axe's target, or the harness's own selector). */
  target: string;
  /** Why it failed or needs review, short. */
  summary: string;
  html?: string;
}

export interface RuleResult {
  /** axe rule id, or the harness check id (`focus-visible`, `target-size-2.5.8`, …). */
  rule: string;
  source: 'axe' | 'harness';
  impact?: string | null;
  help: string;
  helpUrl?: string;
  /** WCAG success criteria the rule checks ('1.1.1'…); empty for best practices. */
  criteria: string[];
  /** How many elements, even when `findings` is shortened for the report. */
  count: number;
  findings: Finding[];
}

/** One audited page: a story in a locale and viewport, or an app route (with an overlay state) in a locale. */
export interface UnitResult {
  kind: Kind;
  /** Story id, or the APP_TARGET name. */
  id: string;
  /** The scorecard group: the story's title (component), or the route's page name. */
  group: string;
  /** Story name, or route path. */
  label: string;
  locale: string;
  viewport: 'desktop' | 'mobile';
  /** The page's address (path and query only, in the report). */
  url: string;
  violations: RuleResult[];
  incomplete: RuleResult[];
  /** Rules and checks that ran and found applicable elements without a failure. */
  passed: string[];
  /** Axe rules disabled for this unit (page-level rules on stories). */
  disabled: string[];
  /** The page could not be audited at all (story threw, route did not load): a failure. */
  error?: string;
  ms: number;
}

export type Status = 'fail' | 'needs-review' | 'pass' | 'not-applicable';

export interface ScorecardRow {
  criterion: string;
  title: string;
  level: 'A' | 'AA' | 'best-practice';
  status: Status;
  /** Rules or checks behind a fail or needs-review, with counts. */
  evidence: string[];
}

export interface Scorecard {
  kind: Kind;
  group: string;
  status: Status;
  rows: ScorecardRow[];
}

export interface Report {
  generatedAt: string;
  commit: string;
  axeVersion: string;
  tags: string[];
  /** What kept the run from auditing everything (no stories, the shop did not start): failures. */
  problems: string[];
  storyDisabledRules: { rule: string; reason: string }[];
  /** Rules axe tags experimental, run as well. */
  experimentalRules: { rule: string; reason: string }[];
  checks: { id: string; criterion: string; appliesTo: string; method: string }[];
  totals: { units: number; stories: number; routes: number; violations: number; incomplete: number; errors: number };
  /** Without `passed`, which only feeds the scorecards. */
  units: Omit<UnitResult, 'passed' | 'ms'>[];
  scorecards: Scorecard[];
  durationSeconds: number;
}
