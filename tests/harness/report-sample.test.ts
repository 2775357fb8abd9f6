import { describe, expect, it } from 'vitest';
import { auditSample } from '../../a11y/lib/self-audit';
import { renderReport } from '../../a11y/lib/report-html';
import type { Report, RuleResult } from '../../a11y/lib/types';

const rule: RuleResult = {
  rule: 'color-contrast',
  source: 'axe',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  criteria: ['1.4.3'],
  count: 1,
  findings: [{ target: '.price', summary: 'contrast 3.1:1' }],
};

const unit = (kind: 'story' | 'route', n: number, outcome: 'pass' | 'fail' | 'review' | 'error') => ({
  kind,
  id: `${kind}-${outcome}-${n}`,
  group: `Group ${n % 7}`,
  label: `Label ${n}`,
  locale: 'fr',
  viewport: 'desktop' as const,
  url: `/${kind}/${n}`,
  violations: outcome === 'fail' ? [rule] : [],
  incomplete: outcome === 'review' ? [rule] : [],
  disabled: [],
  ...(outcome === 'error' ? { error: 'the story threw' } : {}),
});

const report = (): Report => {
  const outcomes = ['pass', 'fail', 'review', 'error'] as const;
  const units = (['story', 'route'] as const).flatMap((kind) =>
    outcomes.flatMap((outcome) =>
      Array.from({ length: outcome === 'pass' ? 300 : 9 }, (_, n) => unit(kind, n, outcome)),
    ),
  );
  return {
    generatedAt: '2026-12-01T00:00:00.000Z',
    commit: 'abc1234',
    axeVersion: '4.11.0',
    tags: ['wcag2a'],
    problems: [],
    storyDisabledRules: [],
    experimentalRules: [],
    checks: [],
    totals: { units: units.length, stories: 2, routes: 2, violations: 18, incomplete: 18, errors: 18 },
    units,
    scorecards: Array.from({ length: 200 }, (_, n) => ({
      kind: n % 2 ? 'story' : 'route',
      group: `Group ${n}`,
      status: n % 3 ? 'pass' : 'fail',
      rows: [],
    })),
    durationSeconds: 1,
  };
};

describe('the sample of the accessibility report that axe audits', () => {
  it('keeps a few rows of every kind and outcome, so each of the report’s row templates is audited', () => {
    const sample = auditSample(report());
    const outcomeOf = (u: Report['units'][number]) =>
      u.error ? 'error' : u.violations.length ? 'fail' : u.incomplete.length ? 'review' : 'pass';
    const counts = new Map<string, number>();
    for (const u of sample.units)
      counts.set(`${u.kind} ${outcomeOf(u)}`, (counts.get(`${u.kind} ${outcomeOf(u)}`) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      'story pass': 4,
      'story fail': 4,
      'story review': 4,
      'story error': 4,
      'route pass': 4,
      'route fail': 4,
      'route review': 4,
      'route error': 4,
    });
    expect(new Set(sample.scorecards.map((c) => `${c.kind} ${c.status}`)).size).toBe(4);
    expect(sample.scorecards).toHaveLength(16);
  });

  it('is drawn by the same page as the whole report: its totals, tables and filters', () => {
    const whole = report();
    const html = renderReport(auditSample(whole));
    expect(html).toContain(`${whole.totals.units} audited pages`);
    for (const id of ['failures', 'review', 'scorecard', 'runs', 'filters']) expect(html).toContain(`id="${id}"`);
    expect(html.length).toBeLessThan(renderReport(whole).length / 5);
  });
});
