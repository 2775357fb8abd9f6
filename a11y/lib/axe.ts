import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type NodeResult, type Result } from 'axe-core';
import { AXE_RULE_OPTIONS, AXE_TAGS, criteriaOfTags } from './config';
import type { RuleResult } from './types';

/** Given to AxeBuilder as axe's source: axe is already in the page, this only checks it. */
const AXE_LOADED = 'if (!window.axe) throw new Error("axe-core is not loaded in this page");';

/** Elements kept per rule and page in the report (the count stays exact). */
const MAX_FINDINGS = 5;

function toRuleResult(result: Result): RuleResult {
  const finding = (node: NodeResult) => ({
    target: node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
    summary: (node.failureSummary ?? node.any[0]?.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
    html: node.html.slice(0, 200),
  });
  return {
    rule: result.id,
    source: 'axe',
    impact: result.impact ?? null,
    help: result.help,
    helpUrl: result.helpUrl.replace(/\?application=.*$/, ''),
    criteria: criteriaOfTags(result.tags),
    count: result.nodes.length,
    findings: result.nodes.slice(0, MAX_FINDINGS).map(finding),
  };
}

export interface AxeOutcome {
  violations: RuleResult[];
  incomplete: RuleResult[];
  /** Rules that found applicable elements and no violation. */
  passed: { rule: string; criteria: string[] }[];
}

/**
 * Runs axe on the whole document, not the story root: MUI menus, dialogs and drawers render in
 * portals under <body>. Legacy mode runs axe in the page itself (no extra page per run): the
 * shop has no iframes to cross.
 */
export async function runAxe(page: Page, disabledRules: string[]): Promise<AxeOutcome> {
  // AxeBuilder would evaluate axe's 500 kB source twice per run; it is evaluated once per document instead.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // The rules turned on and off in one object: AxeBuilder's disableRules() would replace the ones turned on.
  const rules = { ...AXE_RULE_OPTIONS, ...Object.fromEntries(disabledRules.map((r) => [r, { enabled: false }])) };
  // options() replaces the whole run options object, so it comes before the tags.
  const results = await new AxeBuilder({ page, axeSource: AXE_LOADED })
    .options({ resultTypes: ['violations', 'incomplete'], rules })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  const failing = new Set(results.violations.map((r) => r.id));
  return {
    violations: results.violations.map(toRuleResult),
    incomplete: results.incomplete.map(toRuleResult),
    passed: results.passes
      .filter((r) => !failing.has(r.id))
      .map((r) => ({ rule: r.id, criteria: criteriaOfTags(r.tags) })),
  };
}
