import type { Page } from '@playwright/test';
import type { Checker } from '@harness/run';
import type { Look } from '@harness/render';
import { settleTimeout, stabilise } from '@harness/stabilise';
import { timed } from '@harness/phases';
import type { Target } from '@harness/targets';
import { structuralEnvironment } from '@harness/fingerprint/environment';
import { runAxe } from './axe';
import { REFLOW_VIEWPORT, STORY_DISABLED_RULES } from './config';
import { checkFocus } from './checks/focus';
import { installHelpers } from './checks/helpers';
import { toRuleResult, type CheckOutcome } from './checks/outcome';
import { checkReflow } from './checks/reflow';
import { checkTargetSize } from './checks/target-size';
import { checkTextSpacing } from './checks/text-spacing';
import { writeA11yReport } from './results';
import type { RuleResult, UnitResult } from './types';

/** Chrome's warning when focus stays inside an element being hidden from assistive technology (mui#46682). */
export const ARIA_HIDDEN_FOCUS = /Blocked aria-hidden on an? .*element because/i;

/**
 * Every story in every locale at desktop size, stories tagged `mobile` at phone size too (reflowed at 320 px), and
 * every app route and overlay state in its locales and viewports.
 */
const applies = (target: Target) =>
  target.kind === 'route' || target.viewport === 'desktop' || target.tags.includes('mobile');

/** axe and the harness checks on the settled page. Never throws: a page that could not be audited is an error. */
async function audit(look: Look): Promise<UnitResult> {
  const { page, target } = look;
  const started = Date.now();
  const result: UnitResult = {
    kind: target.kind,
    id: target.id,
    group: target.group,
    label: target.kind === 'story' ? target.label.split(' / ').slice(1).join(' / ') : target.path,
    locale: target.locale,
    viewport: target.viewport,
    url: target.path,
    disabled: target.kind === 'story' ? STORY_DISABLED_RULES.map((r) => r.rule) : [],
    violations: [],
    incomplete: [],
    passed: [],
    ms: 0,
  };
  try {
    if (look.loadFailed) throw new Error(look.error);
    // Default motion, as most shoppers have it: some focus bugs only show while a transition runs.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    if (target.kind === 'story') {
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur?.();
        window.scrollTo(0, 0);
      });
    }
    await timed('a11y settling', () => settle(page, target));
    await page.evaluate(installHelpers);
    const axe = await timed('axe', () => runAxe(page, result.disabled));
    result.violations.push(...axe.violations);
    result.incomplete.push(...axe.incomplete);
    result.passed.push(...axe.passed.map((p) => p.rule));
    const outcomes: CheckOutcome[] = [
      await timed('target size', () => checkTargetSize(page)),
      await timed('text spacing', () => checkTextSpacing(page)),
    ];
    // Last: tabbing may close the overlay being audited, as it should.
    outcomes.push(...(await timed('focus (tabbing)', () => checkFocus(page))));
    if (target.viewport === 'mobile') {
      await page.setViewportSize(REFLOW_VIEWPORT);
      await timed('a11y settling', () => settle(page, target));
      outcomes.push(await timed('reflow', () => checkReflow(page)));
    }
    for (const outcome of outcomes) record(result, outcome);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    result.error = [message, ...look.pageErrors.slice(0, 2).map((e) => `page error: ${e}`)].join('; ').slice(0, 600);
  }
  const warnings = look.console.filter((text) => ARIA_HIDDEN_FOCUS.test(text)).map((text) => text.slice(0, 300));
  if (warnings.length) result.violations.push(consoleViolation(warnings));
  result.ms = Date.now() - started;
  return result;
}

/**
 * The shared `stabilise`: a story tagged `busy` settles with its busy regions still busy; any other page waits until
 * nothing is busy and its size has stopped changing, so no data arriving late moves the page under the keyboard
 * checks. A story that never settles is audited once fonts and images are in; a route that never settles fails.
 */
async function settle(page: Page, target: Target): Promise<void> {
  try {
    await stabilise(page, { timeout: settleTimeout(target.kind), allowBusy: target.busy });
    return;
  } catch (error) {
    const pending = await page.evaluate(() => ({
      images: Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => img.currentSrc || img.src)
        .slice(0, 3),
      busy: Array.from(document.querySelectorAll('[aria-busy="true"]'))
        .map((el) => el.outerHTML.slice(0, 120))
        .slice(0, 3),
      fonts: document.fonts.status,
    }));
    if (target.kind === 'route') {
      throw new Error(
        `the page never settled (${JSON.stringify(pending)}): ${error instanceof Error ? error.message : error}`,
      );
    }
    if (pending.images.length || pending.fonts !== 'loaded') {
      await page.waitForFunction(
        () => document.fonts.status === 'loaded' && Array.from(document.images).every((i) => i.complete),
        undefined,
        { timeout: 45_000 },
      );
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
}

function record(result: UnitResult, outcome: CheckOutcome) {
  if (outcome.failures.length) result.violations.push(toRuleResult(outcome, outcome.failures));
  if (outcome.review.length) result.incomplete.push(toRuleResult(outcome, outcome.review, ' (needs review)'));
  if (!outcome.failures.length && outcome.examined > 0) result.passed.push(outcome.rule);
}

function consoleViolation(warnings: string[]): RuleResult {
  return {
    rule: 'aria-hidden-focus-console',
    source: 'harness',
    help: 'Chrome blocked aria-hidden because focus stayed inside the element being hidden (mui#46682)',
    criteria: ['4.1.2'],
    count: warnings.length,
    findings: warnings.map((text) => ({ target: 'console', summary: text })),
  };
}

/** Accessibility: axe (WCAG 2.0–2.2 A/AA and best practices) and the checks axe cannot make. */
export const a11yChecker: Checker = {
  name: 'a11y',
  code: [
    'a11y/lib/check.ts',
    'a11y/lib/axe.ts',
    'a11y/lib/config.ts',
    'a11y/lib/checks',
    'node_modules/axe-core/package.json',
  ],
  // The audit reads the DOM, styles and layout, not pixels: a Chromium patch release does not audit everything again.
  environment: structuralEnvironment,
  applies,
  async run(look) {
    const result = await audit(look);
    return { result, clean: !result.error && result.violations.length === 0 };
  },
  recordHolds: () => true,
  expectsRecord: () => false,
  toRecord: (_target, outcome) => ({ result: { ...(outcome.result as UnitResult), ms: undefined } }),
  report: writeA11yReport,
};
