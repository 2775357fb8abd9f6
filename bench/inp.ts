/**
 * Interaction to Next Paint in the shop's benchmarks: Event Timing entries recorded from before the page's scripts,
 * one interaction read as INP reads it (its longest entry), an interaction repeated after one unmeasured warm-up, and
 * the table of p50/p75/max against the 100 ms target. Shared by the product and checkout interaction benchmarks.
 */
import { loadavg } from 'node:os';
import type { CDPSession, Page } from '@playwright/test';
import { startShop } from '@harness/app-server';

export const SLOWDOWN = 4;
export const TARGET_MS = 100;
export const THRESHOLD_MS = 16;
/** Time for a choice's render, picture and address change to finish before the next input. */
export const SETTLE_MS = 400;

export interface EventEntry {
  id: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}
export interface Bench {
  entries: EventEntry[];
  downs: number[];
  drawers: number[];
}
declare global {
  interface Window {
    __bench: Bench;
  }
}

/** One interaction: its INP figure (null: no entry, under the threshold) and where the time went in its longest entry. */
export interface Measured {
  duration: number | null;
  inputDelay: number;
  processing: number;
  presentation: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const ms = (value: number) => (value <= THRESHOLD_MS ? `≤${THRESHOLD_MS}` : value.toFixed(0));
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Records every Event Timing entry and every pointerdown's time, from before the page's own scripts. */
export function recordEvents() {
  const bench: Bench = { entries: [], downs: [], drawers: [] };
  window.__bench = bench;
  const record = (list: PerformanceObserverEntryList) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      if (!e.interactionId) continue;
      bench.entries.push({
        id: e.interactionId,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  };
  new PerformanceObserver(record).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  document.addEventListener('pointerdown', (event) => bench.downs.push(event.timeStamp), true);
}

export const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * The interaction that started in [from, to): the first interactionId seen there. Its figure is its longest entry's
 * duration; its phases are web-vitals' INP attribution, over its entries painted in that frame.
 */
export async function measured(page: Page, from: number, to: number): Promise<Measured> {
  const entries = (await page.evaluate(() => window.__bench.entries)).filter((e) => e.start >= from && e.start < to);
  if (entries.length === 0) return { duration: null, inputDelay: 0, processing: 0, presentation: 0 };
  const first = entries.reduce((a, b) => (b.start < a.start ? b : a)).id;
  const own = entries.filter((e) => e.id === first);
  const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
  // The entries painted in the longest one's frame (web-vitals: the same render time, within the 8 ms rounding).
  const frame = own.filter((e) => Math.abs(e.start + e.duration - (longest.start + longest.duration)) <= 8);
  const processingStart = Math.min(...frame.map((e) => e.processingStart));
  const processingEnd = Math.max(...frame.map((e) => e.processingEnd));
  return {
    duration: longest.duration,
    inputDelay: processingStart - Math.min(...frame.map((e) => e.start)),
    processing: processingEnd - processingStart,
    presentation: longest.start + longest.duration - processingEnd,
  };
}

/** Puts the CPU back to full speed. */
export const unthrottle = async (cdp: CDPSession) => {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
};

/**
 * Runs `act` once unmeasured, then `count` times; each time `check` proves it took effect, the interaction is read, and
 * `after` (unmeasured) makes the next one independent.
 */
export async function repeat(
  page: Page,
  count: number,
  act: (i: number) => Promise<void>,
  check: (i: number) => Promise<void>,
  after?: () => Promise<void>,
) {
  const results: Measured[] = [];
  for (let i = -1; i < count; i++) {
    const from = await now(page);
    await act(i);
    await page.waitForTimeout(SETTLE_MS);
    await check(i);
    results.push(await measured(page, from, await now(page)));
    await after?.();
  }
  return { results: results.slice(1), warmUp: results[0]! };
}

export interface Row {
  name: string;
  results: Measured[];
  warmUp: Measured;
  other?: boolean;
}

export function report(locale: string, rows: Row[], count: number, viewport = '1280×800', target = TARGET_MS) {
  console.log(
    `\n## ${locale}: ${viewport}, ${SLOWDOWN}× CPU slowdown, ${count} interactions each (after 1 unmeasured), target p75 ≤ ${target} ms`,
  );
  const header = [
    'interaction',
    'n',
    '<16ms',
    'p50',
    'p75',
    'max',
    'target',
    'p75 met',
    'warm-up',
    'median delay/proc/pres',
  ];
  const widths = [38, 3, 6, 5, 5, 5, 7, 8, 8, 22];
  const line = (cells: string[]) =>
    console.log(cells.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' '));
  line(header);
  for (const row of rows) {
    const durations = row.results.map((r) => r.duration ?? THRESHOLD_MS).sort((a, b) => a - b);
    const under = row.results.filter((r) => r.duration === null).length;
    const p75 = percentile(durations, 75);
    const withEntry = row.results.filter((r) => r.duration !== null);
    const med = (key: 'inputDelay' | 'processing' | 'presentation') =>
      withEntry.length
        ? percentile(
            withEntry.map((r) => r[key]).sort((a, b) => a - b),
            50,
          ).toFixed(0)
        : '-';
    line([
      row.name,
      String(durations.length),
      row.other ? '-' : String(under),
      ms(percentile(durations, 50)),
      ms(p75),
      ms(durations.at(-1)!),
      row.other ? '-' : `${target}`,
      row.other ? '-' : p75 <= target ? 'met' : 'NOT MET',
      ms(row.warmUp.duration ?? THRESHOLD_MS),
      row.other ? '-' : `${med('inputDelay')}/${med('processing')}/${med('presentation')}`,
    ]);
  }
}

/** The page loaded at full speed, fonts in: the CPU slowed down for the interactions (undo with `unthrottle`). */
export async function slowDown(page: Page): Promise<CDPSession> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.waitForTimeout(500);
  return cdp;
}

/** Starts the real shop on a fresh database `data/<name>`, measures each locale and prints its table. */
export async function benchLocales(
  name: string,
  port: number,
  locales: string[],
  count: number,
  bench: (base: string, locale: string) => Promise<Row[]>,
): Promise<void> {
  console.log(`load average (1/5/15 min) at start: ${load()} on a shared machine: figures move with it`);
  const shop = await startShop(name, port);
  try {
    for (const locale of locales) report(locale, await bench(shop.url, locale), count);
  } finally {
    shop.stop();
  }
}
