import type { Page } from '@playwright/test';
import type { CheckOutcome } from './outcome';
import { focusStep, installFocusProbe } from './focus-in-page';

/**
 * 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured (Minimum), with the real keyboard: Tab from the
 * top of the page until focus leaves the document or comes back to an element already visited
 * (a focus trap), comparing each Tab stop with the page before anything had focus.
 */
export async function checkFocus(page: Page, maxStops = 200): Promise<CheckOutcome[]> {
  const visible: CheckOutcome = {
    rule: 'focus-visible',
    criteria: ['2.4.7'],
    help: 'Every keyboard focus stop shows a visible focus indicator',
    examined: 0,
    failures: [],
    review: [],
  };
  const obscured: CheckOutcome = {
    rule: 'focus-not-obscured',
    criteria: ['2.4.11'],
    help: 'A focused element is not entirely hidden by sticky or fixed content',
    examined: 0,
    failures: [],
    review: [],
  };
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
  });
  await page.evaluate(installFocusProbe);
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(focusStep);
    if (step.done) break;
    const target = step.target ?? '?';
    visible.examined += 1;
    obscured.examined += 1;
    if (step.offscreen) {
      visible.failures.push({
        target,
        summary: `${step.name}: focus lands outside the viewport, where it cannot be seen`,
      });
    } else if (step.noBaseline) {
      visible.review.push({
        target,
        summary: `${step.name}: appeared after the page loaded, so its unfocused look is unknown`,
      });
    } else if (!step.changed?.length) {
      const why = step.invisible
        ? 'focus lands on an invisible element and nothing visible changes'
        : 'nothing visible changes on focus';
      visible.failures.push({ target, summary: `${step.name}: ${why}` });
    }
    if (step.obscuredBy) {
      obscured.failures.push({
        target,
        summary: `${step.name}: entirely hidden under ${step.obscuredBy} when focused`,
      });
    }
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  return [visible, obscured];
}
