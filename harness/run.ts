import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './browser';
import { ensureShopBuilt, startShop } from './app-server';
import { serveStatic } from './static-server';
import { ensureStorybook } from './storybook-build';
import { LOCALES } from '@domain/locales';
import { BASELINES, ROOT, STORYBOOK } from './paths';
import { expandTargets, type Target } from './targets';
import { phaseReport } from './phases';
import { lookAtAll, MESSAGE_RESOURCE, type CheckOutcome, type LookCheck, type LookResult } from './render';
import { readEnvironment, type Environment } from './fingerprint/environment';
import { fingerprinter, loadCatalogues, routeInputsDigest } from './fingerprint/fingerprint';
import { readSharedInputs, sharedInputs, whyEverything, writeSharedInputs } from './fingerprint/why';
import { readShopGraph, readStorybookGraph, type ShopGraph } from './fingerprint/graph';
import { pruneResourceLists, readRecord, writeCheckRecord, type CheckRecord } from './fingerprint/records';

/** Everything a check's report gets for one target: from this run's look, or from its record when skipped. */
export interface ReportEntry {
  target: Target;
  /** The outcome of this run's look; absent when the record was still good and the target was skipped. */
  outcome?: CheckOutcome;
  /** The record kept from an earlier run, standing for a look when the target was skipped. */
  record?: CheckRecord;
  fingerprint: string;
  resources: string[];
}

export interface RunInfo {
  environment: Environment;
  /** For a report that checks itself. */
  browser: Browser;
  /** Partial runs (a filter, stories or routes only) do not judge what they did not look at. */
  partial: boolean;
  started: number;
}

/** A check the harness runs on each settled page, with what it keeps between runs and the report it writes. */
export interface Checker extends LookCheck {
  /** Files and folders whose content decides what this check finds: a change to them takes every snapshot again. */
  code: string[];
  /** What of the environment decides what this check finds (the whole of it when absent). */
  environment?(environment: Environment): unknown;
  applies(target: Target): boolean;
  /** Clears what the last run left (its captures). */
  prepare?(): void;
  /** Whether a record whose fingerprint still matches can stand for a new look (the visual check: its baseline is intact). */
  recordHolds(target: Target, record: CheckRecord): boolean;
  /** Whether a snapshot without a record is a problem (a baseline with no fingerprint file beside it). */
  expectsRecord(target: Target): boolean;
  /** What to keep of a look in the record, or null to keep the old record (a change that awaits review). */
  toRecord(target: Target, outcome: CheckOutcome): { result?: unknown } | null;
  /** Writes the report and prints its summary; returns the number of failures. */
  report(entries: ReportEntry[], info: RunInfo): Promise<number>;
}

export interface HarnessArgs {
  all: boolean;
  build: boolean;
  filter?: string;
  stories: boolean;
  routes: boolean;
  /** Whether a first look that is not clean is taken again (off for a look expected to differ everywhere). */
  retake: boolean;
}

/**
 * `--all`, `--build`, `--filter <text>` (or `=`; several, comma-separated, match any), `--no-routes`,
 * `--no-stories`, `--only=stories|routes`, `--no-retake` (re-baselining after a change that moves every snapshot: the
 * first look counts, so a full look costs one look per snapshot, not two).
 */
export function parseArgs(argv: string[]): HarnessArgs {
  const value = (name: string) => {
    const inline = argv.find((a) => a.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const only = value('only');
  return {
    all: argv.includes('--all'),
    build: argv.includes('--build'),
    filter: value('filter'),
    stories: !argv.includes('--no-stories') && only !== 'routes',
    routes: !argv.includes('--no-routes') && only !== 'stories',
    retake: !argv.includes('--no-retake'),
  };
}

/** How long the harness's shop may take to start: it starts beside the story looks. */
const SHOP_START_MS = 60 * 60_000;

/** Pages open at once on the live shop (stories use two, one per core). */
const ROUTE_PAGES = Number(process.env.HARNESS_ROUTE_PAGES ?? 3);

/**
 * Looks at every target the checks apply to, once, and runs all the checks on that one settled page. A snapshot is
 * looked at only when the fingerprint of what goes into it differs from the one recorded beside its baseline: for a
 * story its code and the files it loaded, for a route of the live app the shop's build, server and seed
 * (`ROUTE_INPUTS`); for both the environment and the check's own code.
 * Returns the number of failures.
 */
export async function runHarness(checkers: Checker[], args: HarnessArgs): Promise<number> {
  const started = Date.now();
  const timings: string[] = [];
  let lap = started;
  const phase = (name: string) => {
    timings.push(`${name} ${((Date.now() - lap) / 1000).toFixed(1)} s`);
    lap = Date.now();
  };
  ensureStorybook({ force: args.build, dir: STORYBOOK });
  const partial = Boolean(args.filter) || !args.stories || !args.routes;
  const filters = args.filter?.split(',').filter(Boolean) ?? [];
  const targets = expandTargets(STORYBOOK, args).filter(
    (t) => (!filters.length || filters.some((f) => t.name.includes(f))) && checkers.some((c) => c.applies(t)),
  );
  const problems: string[] = [];
  if (!targets.length) problems.push(`nothing to look at${args.filter ? ` matching "${args.filter}"` : ''}`);

  // Routes are fingerprinted by the shop's build: it must be the one the shop will serve.
  if (targets.some((t) => t.kind === 'route')) ensureShopBuilt();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const environment = readEnvironment(browser.version());
  const graph = readStorybookGraph(STORYBOOK, LOCALES);
  const routesDigest = targets.some((t) => t.kind === 'route') ? routeInputsDigest() : undefined;
  let shopGraph: ShopGraph | undefined;
  const shop = () => (shopGraph ??= readShopGraph(join(ROOT, 'dist/client')));
  const fingerprint = fingerprinter({
    routes: () => routesDigest ?? routeInputsDigest(),
    shop,
    environment,
    graph,
    storybookDir: STORYBOOK,
    code: new Map(checkers.map((c) => [c.name, c.code])),
    environmentOf: new Map(checkers.flatMap((c) => (c.environment ? [[c.name, c.environment.bind(c)] as const] : []))),
    catalogues: await loadCatalogues(STORYBOOK, graph.catalogues),
  });
  if (fingerprint.storyFiles === 0)
    console.log('! the Storybook build has no table of story files: every story depends on every file');
  else if (graph.unlisted.length)
    console.log(`! not in the table of story files, so depending on every file: ${graph.unlisted.join(', ')}`);

  // Which checks each target still needs: a story's record stands while its fingerprint is unchanged.
  const entries = new Map<Checker, ReportEntry[]>(checkers.map((c) => [c, []]));
  const pending = new Map<Target, Checker[]>();
  for (const target of targets) {
    const read = readRecord(BASELINES, target.name);
    if ('problem' in read) problems.push(`${target.name}: ${read.problem}`);
    for (const checker of checkers.filter((c) => c.applies(target))) {
      const record = 'record' in read ? read.record[checker.name] : undefined;
      if (target.kind === 'story' && !record && !('problem' in read) && checker.expectsRecord(target)) {
        problems.push(`${target.name}: its baseline has no ${checker.name} fingerprint beside it`);
      }
      const holds =
        !args.all &&
        record !== undefined &&
        record.fingerprint === fingerprint(target, checker.name, record.resources) &&
        checker.recordHolds(target, record);
      if (holds) {
        entries.get(checker)!.push({ target, record, fingerprint: record.fingerprint, resources: record.resources });
      } else {
        pending.set(target, [...(pending.get(target) ?? []), checker]);
      }
    }
  }
  const toLook = targets.filter((t) => pending.has(t));
  const skipped = targets.length - toLook.length;
  phase(`fingerprints of ${targets.length} snapshots`);
  console.log(
    `harness: ${targets.length} snapshots; ${skipped} skipped (fingerprint unchanged), ${toLook.length} to look at` +
      (args.all ? ' (--all)' : ''),
  );
  // Why so much is looked at again, when it is: a CI log that takes an hour says so at its start.
  const shared = sharedInputs(environment, [...new Set(checkers.flatMap((c) => c.code))], routesDigest);
  const reasons = whyEverything(readSharedInputs(BASELINES), shared);
  if (args.all || toLook.length > targets.length / 2) {
    console.log(
      `harness: a full look, ${toLook.length} of ${targets.length} snapshots — ` +
        (args.all ? '--all asked for it' : reasons.join('; ') || 'the records of most snapshots no longer hold'),
    );
  } else if (reasons.length) console.log(`harness: ${reasons.join('; ')}`);

  if (!args.retake) console.log('harness: --no-retake: each first look counts (for taking new baselines)');
  const needsShop = toLook.some((t) => t.kind === 'route');
  // The shop seeds itself while the stories are looked at, on the same cores: on a fresh machine (no picture drawn
  // yet) that takes more than the usual 5 minutes, and nothing waits on it before the stories are done.
  const shopStarting = needsShop
    ? startShop('harness', Number(process.env.HARNESS_PORT ?? 8093), { timeoutMs: SHOP_START_MS })
    : null;
  shopStarting?.catch(() => undefined);
  checkers.forEach((c) => c.prepare?.());
  const storybook = await serveStatic(STORYBOOK);
  let retaken: string[] = [];
  let looked = 0;
  let traced = 0;
  try {
    const onDone = async ({ target, outcomes, resources }: LookResult) => {
      looked += 1;
      if (looked % 100 === 0)
        console.log(`… ${looked} of ${toLook.length} looked at (${Math.round((Date.now() - started) / 1000)} s)`);
      const kept = target.kind === 'story' ? graph.keep(target.id, resources) : shop().keep(resources);
      if (kept.some((r) => r.startsWith(MESSAGE_RESOURCE))) traced += 1;
      for (const checker of pending.get(target) ?? []) {
        const outcome = outcomes.get(checker.name)!;
        const print = fingerprint(target, checker.name, kept);
        entries.get(checker)!.push({ target, outcome, fingerprint: print, resources: kept });
        const keep = checker.toRecord(target, outcome);
        if (keep)
          writeCheckRecord(BASELINES, target.name, checker.name, { fingerprint: print, resources: kept, ...keep });
      }
    };
    const stories = toLook.filter((t) => t.kind === 'story');
    const storyBases = { storybook: storybook.url, app: '' };
    retaken = await lookAtAll(browser, stories, storyBases, (t) => pending.get(t)!, onDone, { retake: args.retake });
    phase(`${stories.length} story looks`);
    // The catalogues are left out of the stories' code only because each look notes the messages it read.
    if (graph.catalogues.size && stories.length >= 10 && traced === 0)
      problems.push('no story noted a message it read: the message trace of the Storybook preview is broken');
    if (shopStarting) {
      try {
        const shop = await shopStarting;
        phase('waiting for the shop');
        try {
          const routes = toLook.filter((t) => t.kind === 'route');
          const bases = { storybook: storybook.url, app: shop.url };
          // Route looks wait on the shop more than on the processor: more of them at once.
          const options = { concurrency: ROUTE_PAGES, retake: args.retake };
          retaken.push(...(await lookAtAll(browser, routes, bases, (t) => pending.get(t)!, onDone, options)));
          phase(`${routes.length} route looks`);
        } finally {
          shop.stop();
        }
      } catch (error) {
        problems.push(`the shop could not be looked at: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    let failures = 0;
    const info: RunInfo = { environment, browser, partial, started };
    // Reported in reverse: the first checker (the screenshots) ends the log, so a CI page that keeps only the tail
    // names the snapshots that changed rather than the accessibility results left to triage.
    for (const checker of [...checkers].reverse()) failures += await checker.report(entries.get(checker)!, info);
    phase('reports');
    // What these records were taken with, kept beside them (committed with the records a full look wrote); a run
    // that skipped everything found them taken with these same inputs.
    if (!partial) writeSharedInputs(BASELINES, shared);
    // Lists of loaded files no record names any more (a look that now loads other files).
    pruneResourceLists(BASELINES);
    if (looked) console.log(`\nwhere the looks' time went (summed over the pages open at once):\n${phaseReport()}`);
    if (retaken.length) console.log(`\nretaken in a fresh page (not clean at first look): ${retaken.join(', ')}`);
    for (const problem of problems) console.log(`✘ ${problem}`);
    console.log(
      `\nharness: ${targets.length} snapshots, ${skipped} skipped, ${toLook.length} looked at, ${retaken.length} retaken; ` +
        `${failures + problems.length} failure(s); ${Math.round((Date.now() - started) / 1000)} s (${timings.join(', ')})`,
    );
    return failures + problems.length;
  } finally {
    await browser.close();
    await storybook.close();
    await shopStarting?.then(
      (shop) => shop.stop(),
      () => undefined,
    );
  }
}
