/**
 * `npm run a11y`: axe (WCAG 2.0–2.2 A/AA and best practices) and the checks axe cannot make, on every
 * story in every locale and on every app route and overlay state; writes `a11y/report/` and exits
 * non-zero on any violation. Options for local runs: --build (rebuild Storybook), --only=stories|routes,
 * --filter=<part of a story id or route name>, --storybook=<dir>, --base=<url of a running shop>,
 * --workers=<n>. A partial run writes
 * its report to a11y/report/tmp/ so the committed report stays whole.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser } from '@playwright/test';
import { allowSerialisedFunctions, chromiumArgs, chromiumPath } from '../tests/support/browser';
import { serveStatic } from '../tests/support/harness/static-server';
import { startShop } from '../tests/support/harness/app-server';
import { auditUnit, type UnitPlan } from './lib/audit';
import { AXE_TAGS, HARNESS_CHECKS, STORY_DISABLED_RULES } from './lib/config';
import { runPool } from './lib/pool';
import { buildScorecards } from './lib/scorecard';
import { ensureStorybook, storyPlans } from './lib/story-plans';
import { routePlans } from './lib/route-plans';
import { printResults } from './lib/console';
import { renderReport } from './lib/report-html';
import { auditReport } from './lib/self-audit';
import type { Report, UnitResult } from './lib/types';

const args = new Map<string, string | undefined>(
  process.argv.slice(2).map((arg) => {
    const [key = '', value] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const only = args.get('only');
const filter = args.get('filter');
const storybookDir = resolve(args.get('storybook') ?? 'storybook-static');
const workers = Number(args.get('workers') ?? 2);
const partial = Boolean(only || filter || args.has('storybook') || args.has('base'));
const outDir = resolve(partial ? 'a11y/report/tmp' : 'a11y/report');
const started = Date.now();
/** Where the time went, for the summary line. */
const phases: string[] = [];
let phaseStart = started;
function phase(name: string) {
  phases.push(`${name} ${Math.round((Date.now() - phaseStart) / 1000)} s`);
  phaseStart = Date.now();
}

/**
 * Images mounted after the page settled once (a section whose data came later) would stay lazy, never
 * load off-screen and keep `stabilise` waiting: every image is made eager as it arrives.
 */
const EAGER_IMAGES = `new MutationObserver(() => {
  for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
}).observe(document, { subtree: true, childList: true });`;

async function audit(browser: Browser, plans: UnitPlan[], freshContextPerUnit: boolean): Promise<UnitResult[]> {
  const newPage = async () => {
    // Default motion, as most shoppers have it: some focus bugs only show while a transition runs.
    const context = await browser.newContext();
    await allowSerialisedFunctions(context);
    await context.addInitScript(EAGER_IMAGES);
    return context.newPage();
  };
  return runPool(
    plans,
    workers,
    async () => ({ page: freshContextPerUnit ? null : await newPage() }),
    async (worker, plan) => {
      const page = worker.page ?? (await newPage());
      try {
        return await auditUnit(page, plan);
      } finally {
        if (!worker.page) await page.context().close();
      }
    },
    async (worker) => void (await worker.page?.context().close()),
    (unit, done, total) => {
      const mark = unit.error ? '!' : unit.violations.length ? '✘' : '✔';
      console.log(`${mark} [${done}/${total}] ${unit.kind} ${unit.id} ${unit.locale} ${unit.viewport} (${unit.ms} ms)`);
    },
  );
}

async function main(): Promise<number> {
  // Chrome logs "Blocked aria-hidden…" only when its accessibility tree is built: force it on.
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--force-renderer-accessibility'],
  });
  const units: UnitResult[] = [];
  let setupFailure = '';
  // The shop starts (migrations, seed, a client build when sources changed) while the stories are audited.
  const base = args.get('base');
  const shopStarting =
    only === 'stories'
      ? null
      : base
        ? Promise.resolve({ url: base, stop: () => undefined })
        : startShop('a11y', Number(process.env.A11Y_PORT ?? 8097));
  shopStarting?.catch(() => undefined);
  try {
    if (only !== 'routes') {
      ensureStorybook(storybookDir, args.has('build'));
      const server = await serveStatic(storybookDir);
      try {
        const plans = storyPlans(storybookDir, server.url, filter);
        // An empty index (a broken Storybook build, a filter matching nothing) must not pass as "no violations".
        if (!plans.length)
          setupFailure = `No stories to audit in ${storybookDir}${filter ? ` matching "${filter}"` : ''}.`;
        units.push(...(await audit(browser, plans, false)));
        phase(`${plans.length} story pages`);
      } finally {
        await server.close();
      }
    }
    if (shopStarting) {
      try {
        const shop = await shopStarting;
        phase('waiting for the shop');
        try {
          const plans = routePlans(shop.url, filter);
          if (!plans.length) setupFailure += ` No routes to audit${filter ? ` matching "${filter}"` : ''}.`;
          units.push(...(await audit(browser, plans, true)));
          phase(`${plans.length} route pages`);
        } finally {
          shop.stop();
        }
      } catch (error) {
        setupFailure += ` The shop could not be audited: ${error instanceof Error ? error.message : String(error)}`;
      }
    }

    const count = (pick: (u: UnitResult) => number) => units.reduce((n, u) => n + pick(u), 0);
    const report: Report = {
      generatedAt: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      axeVersion: axe.version,
      tags: AXE_TAGS,
      problems: setupFailure ? [setupFailure.trim()] : [],
      storyDisabledRules: STORY_DISABLED_RULES,
      checks: HARNESS_CHECKS.map((c) => ({ ...c })),
      totals: {
        units: units.length,
        stories: new Set(units.filter((u) => u.kind === 'story').map((u) => u.id)).size,
        routes: new Set(units.filter((u) => u.kind === 'route').map((u) => u.id)).size,
        violations: count((u) => u.violations.reduce((n, r) => n + r.count, 0)),
        incomplete: count((u) => u.incomplete.reduce((n, r) => n + r.count, 0)),
        errors: count((u) => (u.error ? 1 : 0)) + (setupFailure ? 1 : 0),
      },
      // Addresses without the run's ports, and no timings: the committed report changes only when results do.
      units: units.map(({ passed: _passed, ms: _ms, ...unit }) => ({
        ...unit,
        url: unit.url.replace(/^https?:\/\/[^/]+/, ''),
      })),
      scorecards: buildScorecards(units),
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outDir}/results.json`, `${JSON.stringify(report, null, 1)}\n`);
    writeFileSync(`${outDir}/index.html`, renderReport(report));
    const reportProblems = await auditReport(browser, `${outDir}/index.html`);

    const failed = printResults(units) + reportProblems.length;
    reportProblems.forEach((p) => console.log(`✘ the report itself: ${p}`));
    if (setupFailure) console.log(`✘ ${setupFailure}`);
    console.log(`\nReport: ${outDir}/index.html (${report.durationSeconds} s: ${phases.join(', ')})`);
    return failed || setupFailure ? 1 : 0;
  } finally {
    await browser.close();
    // Stopped on every path, also when the story audit threw (then once it is up: its process is not ours before).
    await shopStarting?.then(
      (shop) => shop.stop(),
      () => undefined,
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
