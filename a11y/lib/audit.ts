import type { Page } from '@playwright/test';
import { stabilise } from '../../tests/support/harness/stabilise';
import { runAxe } from './axe';
import { REFLOW_VIEWPORT } from './config';
import { checkFocus } from './checks/focus';
import { installHelpers } from './checks/helpers';
import { toRuleResult, type CheckOutcome } from './checks/outcome';
import { checkReflow } from './checks/reflow';
import { checkTargetSize } from './checks/target-size';
import { checkTextSpacing } from './checks/text-spacing';
import type { RuleResult, UnitResult } from './types';

export interface UnitPlan {
  unit: Omit<UnitResult, 'violations' | 'incomplete' | 'passed' | 'ms'>;
  viewportSize: { width: number; height: number };
  /** Loads the page in its state (story rendered, route loaded and overlay open). */
  load: (page: Page) => Promise<void>;
  reflow: boolean;
  /** A story that shows a busy state on purpose (tagged `busy`): it settles with its busy regions still busy. */
  busy?: boolean;
}

/** Chrome's warning when focus stays inside an element being hidden from assistive technology (mui#46682). */
const ARIA_HIDDEN_FOCUS = /Blocked aria-hidden on an? .*element because/i;

/** Loads one story or route and runs axe and the harness checks on it. Never throws: a page that fails to load is an error result. */
export async function auditUnit(page: Page, plan: UnitPlan): Promise<UnitResult> {
  const started = Date.now();
  const result: UnitResult = { ...plan.unit, violations: [], incomplete: [], passed: [], ms: 0 };
  const warnings: string[] = [];
  const onConsole = (msg: { text(): string }) => {
    if (ARIA_HIDDEN_FOCUS.test(msg.text())) warnings.push(msg.text().slice(0, 300));
  };
  const pageErrors: string[] = [];
  const onPageError = (error: Error) => pageErrors.push(error.message.split('\n')[0] ?? '');
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.setViewportSize(plan.viewportSize);
    await plan.load(page);
    await settle(page, plan);
    await page.evaluate(installHelpers);

    const lap = profiler(plan.unit.id);
    const axe = await runAxe(page, plan.unit.disabled);
    lap('axe');
    result.violations.push(...axe.violations);
    result.incomplete.push(...axe.incomplete);
    result.passed.push(...axe.passed.map((p) => p.rule));

    const outcomes: CheckOutcome[] = [await checkTargetSize(page)];
    lap('target size');
    outcomes.push(await checkTextSpacing(page));
    lap('text spacing');
    // Last: tabbing may close the overlay being audited, as it should.
    outcomes.push(...(await checkFocus(page)));
    lap('focus');
    if (plan.reflow) {
      await page.setViewportSize(REFLOW_VIEWPORT);
      await settle(page, plan);
      outcomes.push(await checkReflow(page));
    }
    for (const outcome of outcomes) record(result, outcome);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    result.error = [message, ...pageErrors.slice(0, 2).map((e) => `page error: ${e}`)].join('; ').slice(0, 600);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  if (warnings.length) {
    result.violations.push(consoleViolation(warnings));
  }
  result.ms = Date.now() - started;
  return result;
}

/** With A11Y_PROFILE set, prints how long each step of a page took. */
function profiler(id: string): (step: string) => void {
  let last = Date.now();
  return (step) => {
    if (!process.env.A11Y_PROFILE) return;
    console.log(`  ${id}: ${step} ${Date.now() - last} ms`);
    last = Date.now();
  };
}

/**
 * The shared `stabilise`, as the visual harness uses it: a story tagged `busy` settles with its busy regions still
 * busy; any other page waits until nothing is busy and its size has stopped changing, so no data arriving late moves
 * the page under the keyboard checks. A story that never settles is audited once fonts and images are in.
 */
async function settle(page: Page, { unit: { kind }, busy = false }: UnitPlan): Promise<void> {
  try {
    // Generous for routes: they load every product image eagerly, and CI machines are shared.
    await stabilise(page, { timeout: kind === 'story' ? 15_000 : 45_000, allowBusy: busy });
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
    const onlyBusy = kind === 'story' && !pending.images.length && pending.fonts === 'loaded';
    if (!onlyBusy && kind === 'route') {
      throw new Error(
        `the page never settled (${JSON.stringify(pending)}): ${error instanceof Error ? error.message : error}`,
      );
    }
    if (!onlyBusy) {
      await page.waitForFunction(
        () => document.fonts.status === 'loaded' && Array.from(document.images).every((i) => i.complete),
        undefined,
        {
          timeout: 45_000,
        },
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
