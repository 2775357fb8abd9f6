import type { Browser, BrowserContext, Page } from '@playwright/test';
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
  /**
   * Taken in a page kept from the lane's earlier captures. Anything but an unchanged snapshot from such a page is
   * taken again in a fresh one before it counts: `onDone` answers false to ask for that.
   */
  kept: boolean;
  /** The second look at a target whose first was not unchanged: this one counts, whatever it shows. */
  second: boolean;
}

/** Targets of a lane shown one after the other in one kept page, at most this many. */
const LANE_LENGTH = 40;

async function openPage(browser: Browser, target: CaptureTarget): Promise<{ context: BrowserContext; page: Page }> {
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
  return { context, page };
}

async function shoot(page: Page, target: CaptureTarget, bases: Bases, fresh: boolean, look: Look): Promise<Capture> {
  try {
    await target.load(page, bases, fresh);
    await stabilise(page, { allowBusy: target.busy });
    const layout = target.kind === 'story' ? await interactiveBoxes(page) : undefined;
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    return { target, png, layout, ...look };
  } catch (error) {
    return { target, error: error instanceof Error ? error.message.split('\n')[0] : String(error), ...look };
  }
}

type Look = Pick<Capture, 'kept' | 'second'>;

/** One target in its own context: no cookies, storage, focus or pointer state from any other capture. */
async function shootFresh(browser: Browser, target: CaptureTarget, bases: Bases, second: boolean): Promise<Capture> {
  const { context, page } = await openPage(browser, target);
  try {
    return await shoot(page, target, bases, true, { kept: false, second });
  } finally {
    await context.close();
  }
}

/** Consecutive targets of one lane, at most LANE_LENGTH each; a target without a lane is a unit alone. */
function units(targets: CaptureTarget[]): CaptureTarget[][] {
  const result: CaptureTarget[][] = [];
  const open = new Map<string, CaptureTarget[]>();
  for (const target of targets) {
    if (!target.lane) {
      result.push([target]);
      continue;
    }
    let unit = open.get(target.lane);
    if (!unit || unit.length >= LANE_LENGTH) {
      unit = [];
      open.set(target.lane, unit);
      result.push(unit);
    }
    unit.push(target);
  }
  return result;
}

/**
 * Captures targets with `concurrency` pages in parallel. Stories of one locale and viewport share a kept page,
 * switched through Storybook's channel (a reload costs more than the capture itself); every other target gets a
 * fresh context. When `onDone` does not accept a first look (not unchanged from its baseline), the target is taken
 * once more in a fresh context and that second look counts; a kept page then loads its next story afresh.
 */
export async function captureAll(
  browser: Browser,
  targets: CaptureTarget[],
  bases: Bases,
  onDone: (capture: Capture) => Promise<boolean>,
  concurrency = 2,
): Promise<void> {
  const queue = units(targets);
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const unit = queue[next++]!;
      if (unit.length === 1 && !unit[0]!.lane) {
        const target = unit[0]!;
        if (!(await onDone(await shootFresh(browser, target, bases, false)))) {
          await onDone(await shootFresh(browser, target, bases, true));
        }
        continue;
      }
      const { context, page } = await openPage(browser, unit[0]!);
      try {
        let fresh = true;
        for (const target of unit) {
          const accepted = await onDone(await shoot(page, target, bases, fresh, { kept: true, second: false }));
          fresh = !accepted;
          if (!accepted) await onDone(await shootFresh(browser, target, bases, true));
        }
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
