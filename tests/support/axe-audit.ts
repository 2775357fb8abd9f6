import { expect, type Page } from '@playwright/test';
import { watchMutations } from '@harness/stabilise';
import { runAxe } from '../../a11y/lib/axe';
import type { RuleResult } from '../../a11y/lib/types';

/** Quiet time (no DOM change) before a journey's page counts as settled, as the harness's. */
const QUIET_MS = 150;

/**
 * Waits until what the shopper would meet has settled: the page's requests answered, nothing `aria-busy`, no
 * transition or finite animation running (a drawer half faded in has half its contrast), fonts loaded and the DOM
 * unchanged for QUIET_MS. A journey's page is live (nothing is frozen), so it waits on those events.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page.evaluate(watchMutations);
  await page.waitForFunction(
    (quietMs) => {
      const w = window as unknown as { __lastMutation?: number };
      const running = document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return (
        document.readyState === 'complete' &&
        document.fonts.status === 'loaded' &&
        !document.querySelector('[aria-busy="true"]') &&
        !running &&
        performance.now() - (w.__lastMutation ?? 0) >= quietMs
      );
    },
    QUIET_MS,
    { timeout, polling: 'raf' },
  );
}

/**
 * axe's `target-size` measures the part of a target inside the viewport: a button the journey left half scrolled out
 * of view is reported 'partially obscured' by the window's edge (a shopper scrolls; nothing covers it). Such findings
 * are dropped; a rule whose findings were not all listed (axe keeps five) is kept whole.
 */
async function withoutViewportClipped(page: Page, violations: RuleResult[]): Promise<RuleResult[]> {
  const kept: RuleResult[] = [];
  for (const v of violations) {
    if (v.rule !== 'target-size' || v.count > v.findings.length) {
      kept.push(v);
      continue;
    }
    const clipped = await page.evaluate(
      (targets) =>
        targets.map((target) => {
          const r = document.querySelector(target)?.getBoundingClientRect();
          return !!r && (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth);
        }),
      v.findings.map((f) => f.target),
    );
    const findings = v.findings.filter((_, i) => !clipped[i]);
    if (findings.length > 0) kept.push({ ...v, count: findings.length, findings });
  }
  return kept;
}

/**
 * axe on the whole page as it stands, with the harness's rules (its tags and experimental rules, nothing turned
 * off: a journey's page is a real page). Fails with each rule, its elements and why.
 */
export async function expectAccessible(page: Page, when = 'now'): Promise<void> {
  await settled(page);
  const violations = await withoutViewportClipped(page, (await runAxe(page, [])).violations);
  const found = violations.map(
    (v) => `${v.rule} (${v.count}): ${v.help}\n${v.findings.map((f) => `  ${f.target}: ${f.summary}`).join('\n')}`,
  );
  expect(found, `axe on ${new URL(page.url()).pathname} ${when}`).toEqual([]);
}
