import type { Browser } from '@playwright/test';
import { allowSerialisedFunctions } from '../../tests/support/browser';
import { stabilise, VIEWPORTS } from '../../tests/support/harness/stabilise';
import type { Bases, CaptureTarget } from './targets';
import { interactiveBoxes, type Box } from './mirror';

export interface Capture {
  target: CaptureTarget;
  png?: Buffer;
  /** Boxes of the interactive elements, in document order, for the RTL mirror check. */
  layout?: Box[];
  error?: string;
}

/**
 * Captures targets with `concurrency` pages in parallel. Each capture gets a fresh context
 * (no cookies or storage leak between snapshots) at the target's viewport.
 */
export async function captureAll(
  browser: Browser,
  targets: CaptureTarget[],
  bases: Bases,
  onDone: (capture: Capture) => Promise<void>,
  concurrency = 2,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      const context = await browser.newContext({
        viewport: VIEWPORTS[target.viewport],
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: target.locale,
        timezoneId: 'Africa/Casablanca',
      });
      await allowSerialisedFunctions(context);
      const page = await context.newPage();
      // A fixed date, so the footer's year and anything dated never changes a snapshot.
      await page.clock.setFixedTime(new Date('2026-06-15T10:00:00+01:00'));
      try {
        await target.load(page, bases);
        await stabilise(page, { allowBusy: target.busy });
        const layout = target.kind === 'story' ? await interactiveBoxes(page) : undefined;
        const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        await onDone({ target, png, layout });
      } catch (error) {
        await onDone({ target, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
