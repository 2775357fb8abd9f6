import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportEntry, RunInfo } from '@harness/run';
import { describeChange, type Environment } from '@harness/fingerprint/environment';
import { mirrorFindings, type Box } from './mirror';
import { BASELINES, ENVIRONMENT_FILE, OUTPUT, RESULTS_FILE } from './paths';
import { writeReport, type Entry, type Results } from './report';

/** What the report reads of a look (the check's result, seen from here without importing the check). */
type Looked = Pick<Entry, 'status' | 'diffPixels' | 'error'> & { layout?: Box[] };

/** Review order: what needs a decision first, then what was looked at and matched. */
const ORDER: Record<Entry['status'], number> = { changed: 0, new: 1, missing: 2, error: 3, unchanged: 4 };

/** Snapshots whose baseline is no longer captured by anything (a story removed or renamed). */
function missingEntries(known: Set<string>): Entry[] {
  if (!existsSync(BASELINES)) return [];
  return readdirSync(BASELINES)
    .filter((f) => f.endsWith('.webp') && !known.has(f.replace(/\.webp$/, '')))
    .map((file) => {
      const name = file.replace(/\.webp$/, '');
      const [kind, group = name, locale = '', viewport = ''] = name.split('--');
      return {
        name,
        kind: kind === 'route' ? 'route' : 'story',
        group,
        label: group,
        locale,
        viewport,
        status: 'missing',
        diffPixels: 0,
      } satisfies Entry;
    });
}

/** Stories whose interactive elements kept their left-to-right order in Arabic. */
function mirrorOf(layouts: Map<string, Box[]>): Results['mirror'] {
  return [...layouts.entries()]
    .filter(([name]) => name.includes('--en--desktop'))
    .map(([name, ltr]) => {
      const rtl = layouts.get(name.replace('--en--', '--ar--'));
      return { name: name.replace('--en--desktop', ''), findings: rtl ? mirrorFindings(ltr, rtl) : [] };
    })
    .filter((m) => m.findings.length > 0);
}

/**
 * The visual report: every snapshot looked at this run (with what accepting it needs), the count skipped, the
 * baselines nothing captures any more, and the environment. A changed environment is not a failure: every
 * snapshot was taken again, and only those whose pixels differ fail. Returns the number of failures.
 */
export async function writeVisualReport(all: ReportEntry[], info: RunInfo): Promise<number> {
  const layouts = new Map<string, Box[]>();
  const entries: Entry[] = [];
  for (const { target, outcome, fingerprint, resources } of all) {
    if (!outcome) continue;
    const result = outcome.result as Looked;
    if (result.layout) layouts.set(target.name, result.layout);
    entries.push({
      name: target.name,
      kind: target.kind,
      group: target.group,
      label: target.label,
      locale: target.locale,
      viewport: target.viewport,
      status: result.status,
      diffPixels: result.diffPixels,
      ...(result.error ? { error: result.error } : {}),
      fingerprint,
      resources,
    });
  }
  if (!info.partial) entries.push(...missingEntries(new Set(all.map((e) => e.target.name))));
  entries.sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name));

  const envFile = join(BASELINES, ENVIRONMENT_FILE);
  const before = existsSync(envFile) ? (JSON.parse(readFileSync(envFile, 'utf8')) as Environment) : null;
  const environmentChange = before ? describeChange(before, info.environment) : [];
  const results: Results = {
    generatedAt: new Date().toISOString(),
    seconds: Math.round((Date.now() - info.started) / 1000),
    environment: info.environment,
    environmentChange,
    skipped: all.length - all.filter((e) => e.outcome).length,
    entries,
    mirror: mirrorOf(layouts),
  };
  mkdirSync(OUTPUT, { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 1));
  writeReport(results);

  const count = (status: Entry['status']) => entries.filter((e) => e.status === status).length;
  const pending = entries.filter((e) => e.status !== 'unchanged');
  for (const e of pending) {
    console.log(
      `${e.status.padEnd(8)} ${e.name}${e.diffPixels ? ` (${e.diffPixels} px)` : ''}${e.error ? ` — ${e.error}` : ''}`,
    );
  }
  for (const m of results.mirror)
    console.log(`not mirrored in RTL: ${m.name}: ${m.findings.map((f) => f.detail).join('; ')}`);
  if (environmentChange.length) {
    console.log(`environment changed (${environmentChange.join('; ')}): every snapshot was taken again`);
    if (!pending.length && !info.partial) {
      writeFileSync(envFile, `${JSON.stringify(info.environment, null, 2)}\n`);
      console.log(`  and matched its baseline: ${ENVIRONMENT_FILE} now records the new environment`);
    }
  }
  console.log(
    `\nvisual: ${all.length + count('missing')} snapshots — ${results.skipped} skipped (fingerprint unchanged), ` +
      `${count('unchanged')} unchanged, ${count('changed')} changed, ${count('new')} new, ${count('missing')} missing, ` +
      `${count('error')} errors; ${results.mirror.length} stories not mirrored`,
  );
  if (pending.length) {
    console.log(
      `report: ${join(OUTPUT, 'report/index.html')} — review with \`npm run visual:review\`, or \`npm run visual:approve -- --filter <text>\``,
    );
  }
  return pending.length;
}
