/**
 * `npm run visual`: captures every story (en, fr, ar × mobile, desktop) and every app route and
 * overlay state, compares them with the approved baselines, writes an HTML report and exits
 * non-zero on any change, new or missing snapshot that has not been approved.
 * Flags: --build (rebuild Storybook), --filter <text>, --no-routes, --no-stories.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/browser';
import { serveStatic } from '../tests/support/harness/static-server';
import { startShop } from '../tests/support/harness/app-server';
import { ensureStorybook } from '../tests/support/harness/storybook-build';
import { ACTUAL, BASELINES, ENVIRONMENT_FILE, OUTPUT, RESULTS_FILE, STORYBOOK } from './lib/paths';
import { fingerprint, describeChange, type Environment } from './lib/fingerprint';
import { captureTargets } from './lib/targets';
import { captureAll, type Capture } from './lib/capture';
import { compareImages } from './lib/compare';
import { mirrorFindings, type Box } from './lib/mirror';
import { writeReport, type Entry, type Results } from './lib/report';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const filter = args.includes('--filter') ? args[args.indexOf('--filter') + 1] : undefined;
const started = Date.now();

ensureStorybook({ force: flag('--build') });
rmSync(OUTPUT, { recursive: true, force: true });
mkdirSync(ACTUAL, { recursive: true });
mkdirSync(BASELINES, { recursive: true });

const targets = captureTargets(STORYBOOK, { stories: !flag('--no-stories'), routes: !flag('--no-routes') }).filter(
  (t) => !filter || t.name.includes(filter),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const environment = fingerprint(browser.version());
const baselineEnvFile = join(BASELINES, ENVIRONMENT_FILE);
const baselineEnv = existsSync(baselineEnvFile)
  ? (JSON.parse(readFileSync(baselineEnvFile, 'utf8')) as Environment)
  : null;
const environmentChange = baselineEnv ? describeChange(baselineEnv, environment) : [];
if (environmentChange.length) {
  console.log(
    `environment changed — every snapshot may differ; approve them all once reviewed:\n  ${environmentChange.join('\n  ')}`,
  );
}

const storybook = await serveStatic(STORYBOOK);
const needsApp = targets.some((t) => t.kind === 'route');
const shop = needsApp ? await startShop('visual', Number(process.env.VISUAL_PORT ?? 8093)) : null;
const entries: Entry[] = [];
const layouts = new Map<string, Box[]>();
/** Targets whose first look was not unchanged (from a kept page, or a fresh one), taken again in a fresh page. */
const retaken: string[] = [];

try {
  await captureAll(browser, targets, { storybook: storybook.url, app: shop?.url ?? '' }, async (capture: Capture) => {
    const { target } = capture;
    const base = {
      name: target.name,
      kind: target.kind,
      group: target.group,
      label: target.label,
      locale: target.locale,
      viewport: target.viewport,
    };
    const baselineFile = join(BASELINES, `${target.name}.webp`);
    const hasBaseline = existsSync(baselineFile);
    // A first look that is not unchanged gets a second in a fresh page, which counts. Only a kept page's first look
    // is retaken when it failed or is new; a fresh page's first look that differs is kept for whoever investigates.
    if (!capture.second && capture.kept && (!capture.png || !hasBaseline)) return (retaken.push(target.name), false);
    if (!capture.second && !capture.png) return (retaken.push(`${target.name} (${capture.error})`), false);
    if (!capture.png) {
      entries.push({ ...base, status: 'error', diffPixels: 0, error: capture.error });
      return true;
    }
    const result = hasBaseline ? await compareImages(baselineFile, capture.png) : undefined;
    if (!capture.second && result && result.status !== 'unchanged') {
      if (capture.kept) return (retaken.push(target.name), false);
      writeFileSync(join(ACTUAL, `${target.name}.first.png`), capture.png);
      if (result.diffPng) writeFileSync(join(ACTUAL, `${target.name}.first.diff.png`), result.diffPng);
      return (retaken.push(`${target.name} (${result.diffPixels} px at first look)`), false);
    }
    if (capture.layout) layouts.set(target.name, capture.layout);
    writeFileSync(join(ACTUAL, `${target.name}.png`), capture.png);
    if (!result) {
      entries.push({ ...base, status: 'new', diffPixels: 0 });
      return true;
    }
    if (result.diffPng) writeFileSync(join(ACTUAL, `${target.name}.diff.png`), result.diffPng);
    entries.push({ ...base, status: result.status, diffPixels: result.diffPixels });
    return true;
  });
} finally {
  await browser.close();
  await storybook.close();
  shop?.stop();
}

if (!filter && !flag('--no-routes') && !flag('--no-stories')) {
  const captured = new Set(targets.map((t) => t.name));
  for (const file of readdirSync(BASELINES).filter((f) => f.endsWith('.webp'))) {
    const name = file.replace(/\.webp$/, '');
    if (!captured.has(name)) {
      const [kind, group = name, locale = '', viewport = ''] = name.split('--');
      entries.push({
        name,
        kind: kind === 'route' ? 'route' : 'story',
        group,
        label: group,
        locale,
        viewport,
        status: 'missing',
        diffPixels: 0,
      });
    }
  }
}

const mirror = [...layouts.entries()]
  .filter(([name]) => name.includes('--en--desktop'))
  .map(([name, ltr]) => {
    const rtl = layouts.get(name.replace('--en--', '--ar--'));
    return { name: name.replace('--en--desktop', ''), findings: rtl ? mirrorFindings(ltr, rtl) : [] };
  })
  .filter((m) => m.findings.length > 0);

entries.sort((a, b) => a.name.localeCompare(b.name));
const results: Results = {
  generatedAt: new Date().toISOString(),
  seconds: Math.round((Date.now() - started) / 1000),
  environment,
  environmentChange,
  entries,
  mirror,
};
writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2));
writeReport(results);

const count = (status: Entry['status']) => entries.filter((e) => e.status === status).length;
const pending = entries.filter((e) => e.status !== 'unchanged');
if (!environmentChange.length) {
  for (const e of pending)
    console.log(
      `${e.status.padEnd(8)} ${e.name}${e.diffPixels ? ` (${e.diffPixels} px)` : ''}${e.error ? ` — ${e.error}` : ''}`,
    );
}
if (retaken.length) console.log(`retaken in a fresh page (not unchanged at first look): ${retaken.join(', ')}`);
for (const m of mirror) console.log(`not mirrored in RTL: ${m.name}: ${m.findings.map((f) => f.detail).join('; ')}`);
console.log(
  `\nvisual: ${entries.length} snapshots — ${count('unchanged')} unchanged, ${count('changed')} changed, ${count('new')} new, ${count('missing')} missing, ${count('error')} errors; ${mirror.length} stories not mirrored; ${retaken.length} retaken in a fresh page; ${results.seconds} s`,
);
console.log(
  `report: ${join(OUTPUT, 'report/index.html')} — review with \`npm run visual:review\`, or \`npm run visual:approve -- --filter <text>\``,
);
process.exit(pending.length || environmentChange.length ? 1 : 0);
