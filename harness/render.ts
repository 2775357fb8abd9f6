import type { Browser, BrowserContext, Page } from '@playwright/test';
import { allowSerialisedFunctions, watchAriaMisuse } from './browser';
import { timed } from './phases';
import { settleTimeout, stabilise, VIEWPORTS, watchMutations } from './stabilise';
import type { Bases, Target } from './targets';

/** What a check sees of one look at a target: the settled page, or why it could not be brought there. */
export interface Look {
  target: Target;
  page: Page;
  /** The target failed to load (a story that threw) or never settled: the checks report it, each in its way. */
  error?: string;
  /** The load failed outright: there is nothing to check. */
  loadFailed: boolean;
  /** Console messages and page errors since the load began, kept up to date while the checks run. */
  console: string[];
  pageErrors: string[];
  /** A page kept from the lane's earlier targets. */
  kept: boolean;
  /** The look that counts, whatever it shows: the second at a target whose first was not clean, or any when retakes are off. */
  counts: boolean;
}

export interface CheckOutcome<R = unknown> {
  result: R;
  /** Nothing to report: unchanged pixels, no violation. A first look that is not clean is taken once more. */
  clean: boolean;
}

/** One check of a look, such as the screenshot or the accessibility audit. Checks that change the page come last. */
export interface LookCheck {
  name: string;
  run(look: Look): Promise<CheckOutcome>;
}

/** Everything a look produced: each check's outcome, and the files the page loaded. */
export interface LookResult {
  target: Target;
  outcomes: Map<string, CheckOutcome>;
  /** Every same-origin file the document loaded (performance entries) and every image it shows, as paths. */
  resources: string[];
  look: Pick<Look, 'kept' | 'counts' | 'error'>;
}

/** Pages open at once for stories: the looks wait on the browser's frames more than on the processor. */
const STORY_PAGES = Number(process.env.HARNESS_STORY_PAGES ?? 4);

/** Targets of a lane shown one after the other in one kept page, at most this many. */
const LANE_LENGTH = 40;

/**
 * Images mounted after the page settled once (a section whose data came later) would stay lazy and never load
 * off-screen; every image is made eager as it arrives. The resource timing buffer holds every file the document
 * loads, so a kept page still lists what its first story loaded.
 */
const PAGE_SETUP = `
window.__name = window.__name || ((fn) => fn);
performance.setResourceTimingBufferSize(100000);
// Playwright's fixed clock puts a fake performance object in its place, which lists no resource: keep the real one.
window.__performance = performance;
window.__messagesRead = new Set();
new MutationObserver(() => {
  for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
}).observe(document, { subtree: true, childList: true });`;

async function openPage(browser: Browser, target: Target): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[target.viewport],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: target.locale,
    timezoneId: 'Africa/Casablanca',
  });
  await allowSerialisedFunctions(context);
  await context.addInitScript(PAGE_SETUP);
  await context.addInitScript(watchMutations);
  const page = await context.newPage();
  await watchAriaMisuse(context, page);
  // A fixed date, so the footer's year and anything dated never changes a snapshot.
  await page.clock.setFixedTime(new Date('2026-06-15T10:00:00+01:00'));
  return { context, page };
}

/** A message a story read (Storybook's trace, `.storybook/message-trace.ts`), as a resource: `i18n:locale:id`. */
export const MESSAGE_RESOURCE = 'i18n:';

/**
 * Paths of the files the document loaded and of the images it shows, on the page's own server, and the messages
 * the story read since its look began.
 */
async function loadedResources(page: Page): Promise<string[]> {
  return page.evaluate((messagePrefix) => {
    const read = (window as { __messagesRead?: Set<string> }).__messagesRead;
    const messages = [...(read ?? [])].map((m) => `${messagePrefix}${m}`);
    const urls = [
      ...((window as { __performance?: Performance }).__performance ?? performance)
        .getEntriesByType('resource')
        .map((e) => e.name),
      ...Array.from(document.images).map((img) => img.currentSrc || img.src),
    ];
    const paths = urls
      .map((u) => {
        try {
          const url = new URL(u, location.href);
          return url.origin === location.origin ? decodeURIComponent(url.pathname).replace(/^\//, '') : null;
        } catch {
          return null;
        }
      })
      .filter((p): p is string => Boolean(p));
    return [...new Set([...paths, ...messages])].sort();
  }, MESSAGE_RESOURCE);
}

async function look(
  page: Page,
  target: Target,
  bases: Bases,
  checks: LookCheck[],
  flags: { fresh: boolean; kept: boolean; counts: boolean },
): Promise<LookResult> {
  const state: Look = {
    target,
    page,
    loadFailed: false,
    console: [],
    pageErrors: [],
    kept: flags.kept,
    counts: flags.counts,
  };
  const onConsole = (msg: { text(): string }) => state.console.push(msg.text());
  const onPageError = (error: Error) => state.pageErrors.push(error.message.split('\n')[0] ?? '');
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const outcomes = new Map<string, CheckOutcome>();
  let resources: string[] = [];
  try {
    await page.setViewportSize(VIEWPORTS[target.viewport]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // A kept page starts where the last checks left it (focus moved, scrolled, the pointer over something, which
    // stays hovered): back to a first visit's state.
    if (!flags.fresh) {
      await page.mouse.move(-1, -1).catch(() => undefined);
      await page
        .evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur?.();
          window.scrollTo(0, 0);
          (window as { __messagesRead?: Set<string> }).__messagesRead?.clear();
        })
        .catch(() => undefined);
    }
    try {
      await timed(`${target.kind} navigation`, () => target.load(page, bases, flags.fresh));
    } catch (error) {
      state.loadFailed = true;
      state.error = firstLine(error);
    }
    if (!state.loadFailed) {
      try {
        await timed(`${target.kind} settling`, () =>
          stabilise(page, { allowBusy: target.busy, timeout: settleTimeout(target.kind) }),
        );
      } catch (error) {
        state.error = `the page never settled: ${firstLine(error)}`;
      }
      resources = await timed('resources', () => loadedResources(page).catch(() => []));
    }
    for (const check of checks) outcomes.set(check.name, await check.run(state));
    // And what the checks made the page load (a menu opened by the keyboard loads its code): they saw it too.
    if (!state.loadFailed) {
      const after = await timed('resources', () => loadedResources(page).catch(() => []));
      resources = [...new Set([...resources, ...after])].sort();
    }
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return { target, outcomes, resources, look: { kept: flags.kept, counts: flags.counts, error: state.error } };
}

/**
 * Whether a kept page loads its next story afresh after this look. With retakes on, a look that is not clean may
 * have left the page in a bad state, so the next starts from a new load. Without them (new baselines after a change
 * that moves every snapshot) a difference is expected and proves nothing of the page: only a look that failed to
 * load or settle reloads, so a full re-take costs a story switch per snapshot, not a page load.
 */
export function reloadsNext(first: Pick<LookResult, 'outcomes' | 'look'>, retake: boolean): boolean {
  if (first.look.error) return true;
  return retake && !clean(first);
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
const clean = (result: Pick<LookResult, 'outcomes'>) => [...result.outcomes.values()].every((o) => o.clean);

/** Consecutive targets of one lane, at most LANE_LENGTH each; a target without a lane is a unit alone. */
function units(targets: Target[]): Target[][] {
  const result: Target[][] = [];
  const open = new Map<string, Target[]>();
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
 * Looks at every target once, with `concurrency` pages in parallel, and runs its checks on that one settled page.
 * Stories of one locale and viewport share a kept page, switched through Storybook's channel (a reload costs more
 * than the checks); every other target gets a fresh context. The one retake policy: a first look that is not clean
 * is taken once more in a fresh context, and that second look counts; a kept page then loads its next story afresh.
 * Without `retake` the first look counts.
 */
export async function lookAtAll(
  browser: Browser,
  targets: Target[],
  bases: Bases,
  checksOf: (target: Target) => LookCheck[],
  onDone: (result: LookResult) => Promise<void>,
  { concurrency = STORY_PAGES, retake = true }: { concurrency?: number; retake?: boolean } = {},
): Promise<string[]> {
  const retaken: string[] = [];
  const queue = units(targets);
  let next = 0;
  const fresh = async (target: Target, counts: boolean) => {
    const { context, page } = await timed('new page', () => openPage(browser, target));
    try {
      return await look(page, target, bases, checksOf(target), { fresh: true, kept: false, counts });
    } finally {
      await context.close();
    }
  };
  const settle = async (first: LookResult) => {
    if (clean(first) || !retake) return void (await timed('records', () => onDone(first)));
    retaken.push(first.look.error ? `${first.target.name} (${first.look.error})` : first.target.name);
    const again = await fresh(first.target, true);
    await timed('records', () => onDone(again));
  };
  const worker = async () => {
    while (next < queue.length) {
      const unit = queue[next++]!;
      if (unit.length === 1 && !unit[0]!.lane) {
        await settle(await fresh(unit[0]!, !retake));
        continue;
      }
      const { context, page } = await timed('new page', () => openPage(browser, unit[0]!));
      try {
        let reload = true;
        for (const target of unit) {
          const flags = { fresh: reload, kept: true, counts: !retake };
          const first = await look(page, target, bases, checksOf(target), flags);
          reload = reloadsNext(first, retake);
          await settle(first);
        }
      } finally {
        await context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return retaken;
}
